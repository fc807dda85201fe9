//! Gateway shards and which servers a process owns.
//!
//! Discord routes every server (guild) to one shard, `(guild_id >> 22) % total`; a process
//! running shards `A..B` of `total` owns those servers' games, and the direct messages
//! only if it runs shard 0 (Discord delivers DMs on shard 0). Ranges are written as Rust
//! writes them: `1..3` is shards 1 and 2, the end excluded.
//!
//! ```
//! use breaker::shards::{ShardRange, Shards};
//!
//! let range: ShardRange = "1..2".parse().unwrap();
//! let layout = Shards::new(range, 2).unwrap();
//! assert_eq!(layout.to_string(), "shards 1..2 of 2");
//! // serenity's `start_shard_range` includes its end: pass 1..1 to start shard 1 alone.
//! assert_eq!(layout.serenity_range(), 1..1);
//! assert!(layout.owns_guild(Some(1 << 22)));     // shard 1 of 2
//! assert!(!layout.owns_guild(Some(2 << 22)));    // shard 0
//! assert!(!layout.owns_guild(None));             // DMs go to shard 0
//! assert!("2..2".parse::<ShardRange>().is_err()); // no shards at all
//! assert!(Shards::new("1..3".parse().unwrap(), 2).is_err());
//! ```

use std::fmt;
use std::num::NonZeroU32;
use std::ops::Range;
use std::str::FromStr;

/// The most shards Breaker accepts (Discord's largest bots run a few thousand).
pub const MAX_SHARDS: u32 = 65_536;

/// Discord's rule: the shard that receives `guild`'s events when there are `total` shards.
pub fn shard_of(guild: u64, total: u32) -> u32 {
    ((guild >> 22) % u64::from(total.max(1))) as u32
}

/// Why a shard range, count or layout was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShardError {
    #[error("`{0}` is not a shard range: write A..B, e.g. 0..2 (shards 0 and 1)")]
    Syntax(String),
    #[error("the shard range {start}..{end} is empty: the end is excluded, so write {start}..{}", start + 1)]
    Empty { start: u32, end: u32 },
    #[error("`{0}` is not a shard count: write a number from 1 to {MAX_SHARDS}, or `auto`")]
    Total(String),
    #[error("shards {start}..{end} do not exist with {total} shards in all (they are 0..{total})")]
    OutOfRange { start: u32, end: u32, total: u32 },
    #[error("the ranges must cover shards 0..{1} exactly: {0}")]
    Cover(String, u32),
}

/// Shards `start..end` (end excluded), as `--shards` takes them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ShardRange {
    pub start: u32,
    pub end: u32,
}

impl ShardRange {
    /// Shards `start..end`; refused when empty.
    pub fn new(start: u32, end: u32) -> Result<ShardRange, ShardError> {
        if end <= start {
            return Err(ShardError::Empty { start, end });
        }
        Ok(ShardRange { start, end })
    }

    /// Whether `shard` is in the range.
    pub fn contains(&self, shard: u32) -> bool {
        (self.start..self.end).contains(&shard)
    }

    /// How many shards.
    pub fn len(&self) -> u32 {
        self.end - self.start
    }

    /// Never: a range holds at least one shard.
    pub fn is_empty(&self) -> bool {
        false
    }
}

impl FromStr for ShardRange {
    type Err = ShardError;

    fn from_str(text: &str) -> Result<ShardRange, ShardError> {
        let syntax = || ShardError::Syntax(text.trim().to_string());
        let (a, b) = text.trim().split_once("..").ok_or_else(syntax)?;
        let number = |s: &str| -> Result<u32, ShardError> {
            let s = s.trim();
            if s.is_empty() || !s.bytes().all(|c| c.is_ascii_digit()) {
                return Err(syntax());
            }
            s.parse().map_err(|_| syntax())
        };
        // `0..=1` would read as `=1`: refused by `number`.
        ShardRange::new(number(a)?, number(b)?)
    }
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.start, self.end)
    }
}

/// `--total-shards`: a number, or `auto` for Discord's recommendation (`GET /gateway/bot`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TotalShards {
    Fixed(NonZeroU32),
    Auto,
}

impl Default for TotalShards {
    fn default() -> TotalShards {
        TotalShards::Fixed(NonZeroU32::MIN)
    }
}

impl FromStr for TotalShards {
    type Err = ShardError;

    fn from_str(text: &str) -> Result<TotalShards, ShardError> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("auto") {
            return Ok(TotalShards::Auto);
        }
        match text.parse::<u32>().ok().and_then(NonZeroU32::new) {
            Some(n) if n.get() <= MAX_SHARDS => Ok(TotalShards::Fixed(n)),
            _ => Err(ShardError::Total(text.to_string())),
        }
    }
}

impl fmt::Display for TotalShards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TotalShards::Fixed(n) => write!(f, "{n}"),
            TotalShards::Auto => f.write_str("auto"),
        }
    }
}

/// One process's place in the layout: the shards it runs, of how many. It owns the
/// servers of those shards, and the direct messages if it runs shard 0.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shards {
    pub owned: Range<u32>,
    pub total: u32,
}

impl Default for Shards {
    /// Everything in one process: shard 0 of 1.
    fn default() -> Shards {
        Shards::all(1)
    }
}

impl Shards {
    /// Shards `range` of `total`; refused unless the range lies within `0..total`.
    pub fn new(range: ShardRange, total: u32) -> Result<Shards, ShardError> {
        if total == 0 || total > MAX_SHARDS {
            return Err(ShardError::Total(total.to_string()));
        }
        if range.end > total {
            return Err(ShardError::OutOfRange {
                start: range.start,
                end: range.end,
                total,
            });
        }
        Ok(Shards {
            owned: range.start..range.end,
            total,
        })
    }

    /// Every shard of `total` in one process.
    pub fn all(total: u32) -> Shards {
        let total = total.clamp(1, MAX_SHARDS);
        Shards {
            owned: 0..total,
            total,
        }
    }

    /// Whether this process runs every shard (nothing to filter).
    pub fn is_all(&self) -> bool {
        self.owned.start == 0 && self.owned.end >= self.total
    }

    /// Whether this process runs shard 0: it gets the DMs and registers the commands.
    pub fn holds_shard_zero(&self) -> bool {
        self.owned.start == 0
    }

    /// Whether this process owns the server `guild` (`None`: a direct message).
    pub fn owns_guild(&self, guild: Option<u64>) -> bool {
        match guild {
            None => self.holds_shard_zero(),
            Some(g) => self.owned.contains(&shard_of(g, self.total)),
        }
    }

    /// The range as serenity 0.12.5's `Client::start_shard_range` wants it: despite its
    /// `Range` type it starts every shard up to and *including* `end`, so `A..B` becomes
    /// `A..B-1` (else it would also start shard B, which Discord refuses with 4010).
    pub fn serenity_range(&self) -> Range<u32> {
        self.owned.start..self.owned.end - 1
    }

    /// The range, as `--shards` takes it.
    pub fn range(&self) -> ShardRange {
        ShardRange {
            start: self.owned.start,
            end: self.owned.end,
        }
    }
}

impl fmt::Display for Shards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "shards {}..{} of {}",
            self.owned.start, self.owned.end, self.total
        )
    }
}

/// `--ranges 0..4,4..8`: the ranges of a whole layout, sorted, which must cover
/// `0..total` exactly, without gaps or overlaps.
pub fn parse_layout(text: &str, total: u32) -> Result<Vec<Shards>, ShardError> {
    let mut ranges: Vec<ShardRange> = text
        .split(',')
        .filter(|part| !part.trim().is_empty())
        .map(str::parse)
        .collect::<Result<_, _>>()?;
    if ranges.is_empty() {
        return Err(ShardError::Syntax(text.to_string()));
    }
    ranges.sort();
    let mut next = 0;
    for r in &ranges {
        if r.start < next {
            return Err(ShardError::Cover(
                format!("{r} overlaps another range"),
                total,
            ));
        }
        if r.start > next {
            return Err(ShardError::Cover(
                format!("shards {next}..{} are in no range", r.start),
                total,
            ));
        }
        next = r.end;
    }
    if next != total {
        return Err(ShardError::Cover(
            if next > total {
                format!("shard {} and up do not exist", total)
            } else {
                format!("shards {next}..{total} are in no range")
            },
            total,
        ));
    }
    ranges.into_iter().map(|r| Shards::new(r, total)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(text: &str) -> Result<ShardRange, ShardError> {
        text.parse()
    }

    #[test]
    fn ranges_parse_and_print() {
        assert_eq!(range("0..1"), Ok(ShardRange { start: 0, end: 1 }));
        assert_eq!(range(" 1..2 "), Ok(ShardRange { start: 1, end: 2 }));
        assert_eq!(range("4..8").unwrap().to_string(), "4..8");
        assert_eq!(range("4..8").unwrap().len(), 4);
    }

    #[test]
    fn bad_ranges_are_refused_with_a_reason() {
        assert_eq!(range("2..2"), Err(ShardError::Empty { start: 2, end: 2 }));
        assert!(range("3..1").unwrap_err().to_string().contains("empty"));
        for bad in [
            "",
            "1",
            "1-2",
            "a..b",
            "0..=1",
            "-1..2",
            "1..",
            "..2",
            "0..99999999999",
        ] {
            let err = range(bad).unwrap_err();
            assert!(matches!(err, ShardError::Syntax(_)), "{bad}: {err}");
            assert!(err.to_string().contains("A..B"), "{err}");
        }
    }

    #[test]
    fn a_range_must_lie_within_the_total() {
        assert!(Shards::new(range("0..1").unwrap(), 2).is_ok());
        assert!(Shards::new(range("1..2").unwrap(), 2).is_ok());
        let err = Shards::new(range("1..3").unwrap(), 2).unwrap_err();
        assert_eq!(
            err.to_string(),
            "shards 1..3 do not exist with 2 shards in all (they are 0..2)"
        );
        assert!(Shards::new(range("0..1").unwrap(), 0).is_err());
    }

    #[test]
    fn serenity_gets_an_inclusive_end() {
        let one = Shards::new(range("1..2").unwrap(), 2).unwrap();
        assert_eq!(one.serenity_range(), 1..1);
        let first = Shards::new(range("0..1").unwrap(), 2).unwrap();
        assert_eq!(first.serenity_range(), 0..0);
        assert_eq!(Shards::all(8).serenity_range(), 0..7);
        assert_eq!(Shards::default().serenity_range(), 0..0);
    }

    #[test]
    fn totals_parse() {
        assert_eq!("auto".parse(), Ok(TotalShards::Auto));
        assert_eq!(
            "16".parse::<TotalShards>().unwrap(),
            TotalShards::Fixed(NonZeroU32::new(16).unwrap())
        );
        assert_eq!(TotalShards::default().to_string(), "1");
        for bad in ["0", "-1", "many", "", "70000"] {
            assert!(bad.parse::<TotalShards>().is_err(), "{bad}");
        }
    }

    #[test]
    fn ownership_follows_discords_rule() {
        // A real-looking guild id: its shard is the timestamp bits modulo the total.
        let guild: u64 = 81_384_788_765_712_384;
        assert_eq!(shard_of(guild, 1), 0);
        assert_eq!(shard_of(guild, 2), ((guild >> 22) % 2) as u32);
        let zero = Shards::new(range("0..1").unwrap(), 2).unwrap();
        let one = Shards::new(range("1..2").unwrap(), 2).unwrap();
        for g in [guild, guild + (1 << 22), 5 << 22, u64::MAX] {
            assert_ne!(zero.owns_guild(Some(g)), one.owns_guild(Some(g)), "{g}");
        }
        assert!(zero.owns_guild(None) && !one.owns_guild(None));
        assert!(Shards::default().owns_guild(Some(guild)) && Shards::default().is_all());
        assert!(!one.is_all());
    }

    #[test]
    fn layouts_must_cover_every_shard_once() {
        let layout = parse_layout("4..8,0..4", 8).unwrap();
        assert_eq!(layout[0].owned, 0..4);
        assert_eq!(layout[1].owned, 4..8);
        assert_eq!(parse_layout("0..1", 1).unwrap(), vec![Shards::all(1)]);
        let gap = parse_layout("0..2,3..4", 4).unwrap_err().to_string();
        assert!(gap.contains("shards 2..3 are in no range"), "{gap}");
        let overlap = parse_layout("0..3,2..4", 4).unwrap_err().to_string();
        assert!(overlap.contains("overlaps"), "{overlap}");
        let short = parse_layout("0..2", 4).unwrap_err().to_string();
        assert!(short.contains("shards 2..4 are in no range"), "{short}");
        let long = parse_layout("0..2,2..5", 4).unwrap_err().to_string();
        assert!(long.contains("do not exist"), "{long}");
        assert!(parse_layout("", 2).is_err());
        assert!(parse_layout("0..1,x", 2).is_err());
    }
}
