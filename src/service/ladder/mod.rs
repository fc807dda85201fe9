//! Ladders: the players' commands (`/ladder join`, `leave`, `standings`, `challenge`,
//! `list`, `info`: [`players`]) and the moderators' (`/ladder-admin …`: [`admin`]).

crate::service::facade!(
    /// The ladders: the players' commands and the moderators'.
    Ladders
);

pub(crate) mod admin;
pub(crate) mod players;
