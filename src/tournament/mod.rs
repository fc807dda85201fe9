//! Tournaments: the TRF file format and the FIDE Dutch Swiss pairing engine.
pub mod dutch;
pub mod trf;
