//! A plain minimax over the rules core, for tests: the solver and the race patterns are
//! checked against it on boards small enough to search to the end.

use crate::games::breakthrough::Position;
use crate::games::Game;
use std::collections::HashMap;

/// A plain minimax over the rules core, memoised by position text: who wins and in
/// how many plies.
pub fn minimax(p: &Position, memo: &mut HashMap<String, (bool, u32)>) -> (bool, u32) {
    if let Some(w) = p.outcome().winner() {
        return (w == p.turn(), 0);
    }
    let key = p.to_string();
    if let Some(&r) = memo.get(&key) {
        return r;
    }
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    let mut best: Option<(bool, u32)> = None;
    for m in moves {
        let (child_wins, n) = minimax(&p.play_unchecked(m), memo);
        let here = (!child_wins, n + 1);
        best = Some(match best {
            None => here,
            Some(b) => better(b, here),
        });
    }
    let r = best.expect("a position in play has a move");
    memo.insert(key, r);
    r
}

/// Wins beat losses; a faster win, a slower loss.
fn better(a: (bool, u32), b: (bool, u32)) -> (bool, u32) {
    match (a.0, b.0) {
        (true, false) => a,
        (false, true) => b,
        (true, true) => (true, a.1.min(b.1)),
        (false, false) => (false, a.1.max(b.1)),
    }
}
