//! Games: starting one (`/challenge`, `/ai`, accept, decline), playing it (`/move`,
//! `/resign`, the AI's turns and the fair queue they wait in), and reading it (`/board`,
//! `/games`, `/export`, `/replay`, autocomplete, buttons).

crate::service::facade!(
    /// The games: start, play and read them.
    Games
);

pub(crate) mod ai;
pub(crate) mod autocomplete;
pub(crate) mod board;
pub(crate) mod buttons;
pub(crate) mod challenge;
pub(crate) mod direct;
pub(crate) mod ended;
pub(crate) mod export;
pub(crate) mod fair;
pub(crate) mod guard;
pub(crate) mod listing;
pub(crate) mod lookup;
pub(crate) mod play;
pub mod record;
pub(crate) mod replay;
pub(crate) mod resign;
