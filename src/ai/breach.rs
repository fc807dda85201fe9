//! Placeholder until the breach search lands: the first legal move. Replaced in this session.
use super::Limits;
use crate::games::{breach::{Move, Position}, Game};

pub fn choose(pos: &Position, _level: u8, _limits: &Limits) -> Option<Move> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.first().copied()
}
