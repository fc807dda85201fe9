//! Ladders: the players' commands (`/ladder join`, `leave`, `standings`, `challenge`,
//! `list`, `info`: [`players`]) and the moderators' (`/ladder-admin …`: [`admin`]).

pub(crate) mod admin;
pub(crate) mod players;
