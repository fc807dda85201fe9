//! Message text as values; the types live in [`crate::i18n`], below the store, so the store's
//! ids and the adapters share them. Beside them: the phrases the features share
//! (`phrases`), refusals (`refusal`), replies (`reply`), the language in force
//! (`language`) and the commands replies suggest (`command`).
pub use crate::i18n::text::*;

pub mod command;
pub(crate) mod language;
pub(crate) mod phrases;
pub(crate) mod refusal;
pub(crate) mod reply;
