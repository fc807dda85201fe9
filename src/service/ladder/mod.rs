//! Ladders: the players' commands (`/ladder join`, `leave`, `standings`, `challenge`,
//! `list`, `info`: [`players`], [`challenge`], [`standings`]) and the moderators' (`/ladder-admin …`: [`admin`]).

crate::service::facade!(
    /// The ladders: the players' commands and the moderators'.
    Ladders
);

pub(crate) mod admin;
pub(crate) mod challenge;
pub(crate) mod players;
pub(crate) mod standings;
