//! Message text as values; the types live in [`crate::i18n`], below the store, so the store's
//! ids and the adapters share them.
pub use crate::i18n::text::*;
