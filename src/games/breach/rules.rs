//! The rules: legal moves, playing a move, scoring and the end (the [`Game`] interface).

use super::*;

impl Game for Position {
    type Move = Move;

    fn turn(&self) -> Color {
        self.turn
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.is_over() {
            return;
        }
        let (empties, e) = self.empties();
        let empties = &empties[..e];
        let sq = |i: u16| self.square(i as usize);
        if self.is_opening() || e == 1 {
            moves.extend(empties.iter().map(|&i| Move::Place(sq(i))));
        } else {
            moves.reserve(e * (e - 1) / 2);
            // Ascending index order is (rank, file) order, so pairs come out canonical.
            for (k, &a) in empties.iter().enumerate() {
                let a = sq(a);
                moves.extend(empties[k + 1..].iter().map(|&b| Move::Pair(a, sq(b))));
            }
        }
        if self.option {
            let victims = self.stones[(!self.turn).index()];
            for &p in empties {
                let place = sq(p);
                moves.extend(victims.ones().map(|r| Move::Replace {
                    place,
                    replace: self.square(r),
                }));
            }
        }
    }

    fn count_moves(&self) -> u64 {
        if self.is_over() {
            return 0;
        }
        let e = self.empty_count() as u64;
        let base = if self.is_opening() || e == 1 {
            e
        } else {
            e * (e - 1) / 2
        };
        let replaces = if self.option {
            e * self.stone_count(!self.turn) as u64
        } else {
            0
        };
        base + replaces
    }

    fn play(&self, mv: Move) -> Result<Position, MoveError> {
        self.check(mv)?;
        Ok(self.play_unchecked(mv))
    }

    fn play_unchecked(&self, mv: Move) -> Position {
        let mut next = self.clone();
        let me = self.turn;
        let them = !me;
        let at = |sq: Square| self.index(sq).unwrap_or(0);
        let (placed, n_placed, replaced) = match mv {
            Move::Place(a) => ([at(a), 0], 1, None),
            Move::Pair(a, b) => ([at(a), at(b)], 2, None),
            Move::Replace { place, replace } => ([at(place), 0], 1, Some(at(replace))),
        };
        for &i in &placed[..n_placed] {
            next.put(me, i);
        }
        if let Some(r) = replaced {
            next.remove(them, r);
            next.put(me, r);
            // Only rows through the lost stone can shrink; rescan only if one of them
            // was (one of) the victim's longest.
            if self.row_through(&self.stones[them.index()], r) >= self.longest[them.index()] {
                next.longest[them.index()] = next.longest_in(&next.stones[them.index()]);
            }
        }
        let mine = &next.stones[me.index()];
        let through_placed = placed[..n_placed]
            .iter()
            .map(|&i| next.row_through(mine, i))
            .max()
            .unwrap_or(0);
        let through_replaced = replaced.map_or(0, |r| next.row_through(mine, r));
        // The mover only gains stones, so her longest row is the old one or a new row
        // through a touched site (rule 10: M is the longest row anywhere).
        let longest = self.longest[me.index()]
            .max(through_placed)
            .max(through_replaced);
        next.longest[me.index()] = longest;
        let m = if self.replacement_rows_count {
            longest
        } else {
            through_placed
        };
        // Rule 10/11/13: a strictly higher row of at least 2 moves the marker up, never down.
        let scored = m >= 2 && m > self.record();
        if scored {
            next.markers[me.index()] = m;
        }
        next.turn = them;
        // Rule 8: the option lasts one turn; rules 14-16: it lapses when the game ends.
        next.option = scored && !next.is_over();
        next
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        let example = if self.is_opening() || self.empty_count() == 1 {
            MoveExample::OneSite
        } else if self.option {
            MoveExample::TwoSitesOrReplace
        } else {
            MoveExample::TwoSites
        };
        let syntax = |detail: Option<SyntaxDetail>| MoveError::Syntax {
            text: echo(text),
            hint: SyntaxHint { example, detail },
        };
        // At most 2 sites: anything longer is refused after a few tokens, whatever its size.
        let mut places: [Option<Square>; 3] = [None; 3];
        let mut n_places = 0;
        let mut replaces = 0;
        let mut replace = None;
        let mut pending_x = false;
        let mut tokens = 0;
        for token in tokenize(text) {
            tokens += 1;
            if tokens > 4 {
                break;
            }
            if token.eq_ignore_ascii_case("x") {
                pending_x = true;
                continue;
            }
            let (is_replace, site) = match token.strip_prefix(['x', 'X']).and_then(Square::parse) {
                Some(sq) => (true, sq),
                None => match Square::parse(token) {
                    Some(sq) => (pending_x, sq),
                    None => return Err(syntax(Some(SyntaxDetail::Site))),
                },
            };
            pending_x = false;
            self.in_board(site)?;
            if is_replace {
                replaces += 1;
                replace = Some(site);
            } else {
                if n_places < places.len() {
                    places[n_places] = Some(site);
                }
                n_places += 1;
            }
        }
        if pending_x {
            return Err(syntax(Some(SyntaxDetail::DanglingX)));
        }
        if tokens == 0 {
            return Err(syntax(None));
        }
        if replaces > 0 && !self.option {
            return Err(MoveError::NoReplacementOption);
        }
        if replaces > 1 {
            return Err(MoveError::StoneCount(StoneCount::OneReplace));
        }
        let mv = match (n_places, places, replace) {
            (1, [Some(a), ..], None) => Move::Place(a),
            (2, [Some(a), Some(b), _], None) => Move::pair(a, b),
            (1, [Some(place), ..], Some(replace)) => Move::Replace { place, replace },
            (0, _, Some(_)) => return Err(MoveError::StoneCount(StoneCount::WithReplacement)),
            _ if self.is_opening() => return Err(MoveError::StoneCount(StoneCount::Opening)),
            _ if self.empty_count() == 1 => {
                return Err(MoveError::StoneCount(StoneCount::LastSite(
                    self.last_site(),
                )))
            }
            _ if replace.is_some() => return Err(MoveError::StoneCount(StoneCount::OnlyOne)),
            _ => return Err(MoveError::StoneCount(self.two_stones_hint(true))),
        };
        self.check(mv)?;
        Ok(mv)
    }

    fn outcome(&self) -> Outcome {
        let [white, black] = self.markers;
        if self.record() >= self.n {
            // Rule 15: the record can only be reached by the leader.
            let winner = if white > black {
                Color::White
            } else {
                Color::Black
            };
            return Outcome::Win {
                winner,
                reason: WinReason::RecordReached,
            };
        }
        if !self.empty.is_empty() {
            return Outcome::Ongoing;
        }
        match white.cmp(&black) {
            Ordering::Greater => Outcome::Win {
                winner: Color::White,
                reason: WinReason::BoardFull,
            },
            Ordering::Less => Outcome::Win {
                winner: Color::Black,
                reason: WinReason::BoardFull,
            },
            // Unreachable on a real board (rule 14), kept as a defensive result.
            Ordering::Equal => Outcome::Draw,
        }
    }

    fn hash(&self) -> u64 {
        let mut h = self.stone_hash ^ ZOBRIST[Z_SIZE + self.n as usize];
        for c in Color::BOTH {
            h ^= ZOBRIST[Z_MARKER + c.index() * MARKS + self.markers[c.index()] as usize];
        }
        if self.turn == Color::Black {
            h ^= ZOBRIST[Z_BLACK_TO_MOVE];
        }
        if self.option {
            h ^= ZOBRIST[Z_OPTION];
        }
        if !self.replacement_rows_count {
            h ^= ZOBRIST[Z_VARIANT_OFF];
        }
        h
    }
}
