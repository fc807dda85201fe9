//! Correspondence play: a game's time (`deadline`), `/moretime`, `/vacation`,
//! `/takeback`, the notices the scheduler delivers (`notice`, `schedule`), the per-user
//! DM setting (`/notify`, `dm_setting`) and a game's own thread.

crate::service::facade!(
    /// Correspondence play: time, vacations, takebacks, notices.
    Correspondence
);

pub(crate) mod conditional;
pub mod deadline;
pub(crate) mod dm_setting;
pub(crate) mod more_time;
pub(crate) mod notes;
pub(crate) mod notice;
pub(crate) mod schedule;
pub(crate) mod takeback;
pub(crate) mod thread;
pub(crate) mod vacation;

use crate::service::game::lookup::Purpose;
use crate::service::text::refusal::Fail;
use crate::service::Ctx;
use crate::store::GameRow;

impl Correspondence<'_> {
    /// The game a correspondence command (`/moretime`, `/takeback`) means: one the caller
    /// plays, named or the only one here.
    async fn played_game(&self, ctx: &Ctx, reference: Option<&str>) -> Result<GameRow, Fail> {
        self.games().find_game(ctx, reference, Purpose::Play).await
    }
}
