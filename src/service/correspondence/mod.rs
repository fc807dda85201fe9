//! Correspondence play: a game's time (`deadline`), `/moretime`, `/vacation`,
//! `/takeback`, the notices the scheduler delivers (`notice`, `schedule`), the per-user
//! DM setting (`/notify`, `dm_setting`) and a game's own thread.

crate::service::facade!(
    /// Correspondence play: time, vacations, takebacks, notices.
    Correspondence
);

pub mod deadline;
pub(crate) mod dm_setting;
pub(crate) mod more_time;
pub(crate) mod notice;
pub(crate) mod schedule;
pub(crate) mod takeback;
pub(crate) mod thread;
pub(crate) mod vacation;
