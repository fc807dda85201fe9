use super::start::StartArgs;
use crate::games::Color;
use crate::render::{self, Header};
use anyhow::Context;
use clap::Args;
use std::path::PathBuf;

/// `breaker render`: draw a position (or a start position plus moves) to a PNG file.
#[derive(Args, Debug)]
pub struct RenderArgs {
    #[command(flatten)]
    start: StartArgs,
    /// Moves to play first, separated by `;` (e.g. `e5; d4 d5`); the last one is highlighted.
    #[arg(long)]
    moves: Option<String>,
    /// Names for the header.
    #[arg(long, default_value = "White")]
    white: String,
    #[arg(long, default_value = "Black")]
    black: String,
    /// Where to write the PNG.
    #[arg(long, default_value = "board.png")]
    out: PathBuf,
    /// The side at the bottom: `white`, or `black` (the board turned half a turn).
    #[arg(long, default_value = "white", value_parser = parse_view)]
    view: Color,
}

fn parse_view(text: &str) -> Result<Color, String> {
    match text.to_ascii_lowercase().as_str() {
        "white" | "w" => Ok(Color::White),
        "black" | "b" => Ok(Color::Black),
        _ => Err(format!("`{text}` is not a side: white or black")),
    }
}

pub fn run(args: RenderArgs) -> anyhow::Result<()> {
    let mut pos = args.start.position()?;
    let mut last = None;
    for text in args
        .moves
        .iter()
        .flat_map(|m| m.split(';'))
        .map(str::trim)
        .filter(|m| !m.is_empty())
    {
        let (next, mv) = pos
            .play_text(text)
            .with_context(|| format!("move `{text}`"))?;
        pos = next;
        last = Some(mv);
    }
    let status = match pos.outcome().winner() {
        Some(winner) => format!("{winner} wins"),
        None if pos.outcome().is_over() => "Draw".to_string(),
        None => format!("{} to move", pos.turn()),
    };
    let header = Header {
        white: args.white,
        black: args.black,
        status,
        ..Header::default()
    };
    let png = render::board_seen_from(&pos, last.as_ref(), &header, args.view)?;
    std::fs::write(&args.out, &png).with_context(|| format!("writing {}", args.out.display()))?;
    println!(
        "{}",
        render::text_diagram_seen_from(&pos, last.as_ref(), args.view)
    );
    println!("{} ({} bytes)", args.out.display(), png.len());
    Ok(())
}
