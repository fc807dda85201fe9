//! A tournament's state as values: its format, where it stands, and how its rounds are
//! scheduled. The store keeps each as its word (`as_str`) and refuses a word it does not
//! know as corrupt data; nothing here is compared as text.

use super::standings::Kind;
use crate::games::words::words;

words!(
    /// How a tournament pairs its players.
    Format {
        RoundRobin = "round-robin",
        DoubleRoundRobin = "double-round-robin",
        Swiss = "swiss",
        League = "league",
    }
);

words!(
    /// Where a tournament stands.
    Status {
        /// Taking entries, not started.
        Open = "open",
        Running = "running",
        Finished = "finished",
        Cancelled = "cancelled",
    }
);

words!(
    /// When a round robin's games start.
    Schedule {
        /// Every round's games at once.
        AtOnce = "at-once",
        /// A round when the one before is over.
        Rounds = "rounds",
    }
);

impl Format {
    /// The rules of results and tie-breaks it follows.
    pub fn kind(self) -> Kind {
        match self {
            Format::Swiss => Kind::Swiss,
            _ => Kind::RoundRobin,
        }
    }
}

impl Status {
    /// Over: finished or cancelled; nothing changes any more.
    pub fn is_over(self) -> bool {
        matches!(self, Status::Finished | Status::Cancelled)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_reads_back_as_its_value_and_no_other_word_does() {
        for f in Format::ALL {
            assert_eq!(Format::parse(f.as_str()), Some(*f));
        }
        for s in Status::ALL {
            assert_eq!(Status::parse(s.as_str()), Some(*s));
        }
        for s in Schedule::ALL {
            assert_eq!(Schedule::parse(s.as_str()), Some(*s));
        }
        assert_eq!(Format::parse(" Swiss "), Some(Format::Swiss));
        assert_eq!(Format::parse("knockout"), None);
        assert_eq!(Status::parse(""), None);
        assert_eq!(Schedule::parse("weekly"), None);
    }
}
