use super::start::StartArgs;
use crate::games::{perft, AnyPosition};
use clap::Args;

#[derive(Args, Debug)]
pub struct PerftArgs {
    #[command(flatten)]
    start: StartArgs,
    /// Plies (turns) to count.
    #[arg(long)]
    depth: u32,
    /// First print `move: count` for every legal move.
    #[arg(long)]
    divide: bool,
}

pub fn run(args: PerftArgs) -> anyhow::Result<()> {
    let pos = args.start.position()?;
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
