use crate::games::{perft, AnyPosition, GameKind};
use clap::Args;

#[derive(Args, Debug)]
pub struct PerftArgs {
    /// breakthrough or breach
    #[arg(long)]
    game: GameKind,
    /// Board size: `8x8` (Breakthrough, width x height) or `10` (Breach); default 8x8 / 10.
    #[arg(long)]
    size: Option<String>,
    /// Start from this position text instead of the start position.
    #[arg(long)]
    position: Option<String>,
    /// Plies (turns) to count.
    #[arg(long)]
    depth: u32,
    /// First print `move: count` for every legal move.
    #[arg(long)]
    divide: bool,
}

pub fn run(args: PerftArgs) -> anyhow::Result<()> {
    let pos = match &args.position {
        Some(text) => AnyPosition::parse(args.game, text)?,
        None => AnyPosition::start(args.game, args.size.as_deref())?,
    };
    let total = match &pos {
        AnyPosition::Breakthrough(p) => count(p, args.depth, args.divide),
        AnyPosition::Breach(p) => count(p, args.depth, args.divide),
    };
    println!("{total}");
    Ok(())
}

fn count<G: crate::games::Game>(pos: &G, depth: u32, divide: bool) -> u64 {
    if divide && depth > 0 {
        let lines = perft::divide(pos, depth);
        for (mv, n) in &lines {
            println!("{mv}: {n}");
        }
        lines.iter().map(|(_, n)| n).sum()
    } else {
        perft::perft(pos, depth)
    }
}
