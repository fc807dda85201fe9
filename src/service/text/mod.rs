//! Message text as values; the types live in [`crate::i18n`], below the store, so the store's
//! ids and the adapters share them. Beside them: the phrases the features share
//! (`phrases`), refusals (`refusal`), replies (`reply`) and the language in force
//! (`language`).
pub use crate::i18n::text::*;

pub(crate) mod language;
pub(crate) mod phrases;
pub(crate) mod refusal;
pub(crate) mod reply;
