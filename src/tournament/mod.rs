//! Tournaments, pure: the TRF file format and the FIDE Dutch Swiss pairing engine, FIDE
//! Berger tables, standings with FIDE's rules of results and withdrawals, tie-breaks
//! (FIDE C.07 names) and Little Golem-style leagues. The store keeps the rows and the
//! service runs events; nothing here reads a clock or a database.

pub mod berger;
pub mod dutch;
pub mod event;
pub mod league;
pub mod seating;
pub mod standings;
pub mod swiss;
pub mod tiebreak;
pub mod trf;

pub use event::{Format, Schedule, Status};
