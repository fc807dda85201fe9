//! `breaker export`: a stored game's record (the same text `/export` attaches) on stdout.

use crate::console;
use crate::service::{Config, Service, User};
use crate::store::{Db, GameId, Store};
use clap::Args;
use std::path::PathBuf;

#[derive(Args, Debug)]
pub struct ExportArgs {
    /// The SQLite database file (it must exist).
    #[arg(long, env = "DATABASE_PATH", default_value = "breaker.db")]
    db: PathBuf,
    /// The game's number (`12` or `#12`).
    #[arg(long)]
    game: GameId,
}

/// The exit code of a failed export (no such database or game): scripts can tell it
/// from a crash.
pub const EXPORT_FAILED: i32 = 2;

/// Prints the record, or one line saying why not and exits with [`EXPORT_FAILED`].
pub fn run(args: ExportArgs) -> anyhow::Result<()> {
    match record(&args) {
        Ok(text) => {
            print!("{text}");
            Ok(())
        }
        Err(why) => {
            eprintln!("error: {why}");
            std::process::exit(EXPORT_FAILED);
        }
    }
}

fn record(args: &ExportArgs) -> Result<String, String> {
    let path = args.db.display();
    // Never create a database by exporting from a mistyped path.
    if !args.db.is_file() {
        return Err(format!("no database at {path}"));
    }
    let db = Db::open(&args.db).map_err(|e| format!("cannot open {path}: {e}"))?;
    let Some(game) = db
        .game(args.game)
        .map_err(|e| format!("reading {path}: {e}"))?
    else {
        return Err(format!("there is no game #{} in {path}", args.game));
    };
    let mut config = Config::new(User::bot(console::BOT_ID, console::BOT_NAME));
    // `breaker play` games live in its one made-up server and channel.
    if (game.guild, game.channel) == (Some(console::GUILD), console::CHANNEL) {
        config.site = Some("console".to_string());
    }
    let service = Service::new(Store::from_db(db), config);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    match runtime.block_on(service.games().record_text(args.game)) {
        Ok(Some(text)) => Ok(text),
        Ok(None) => Err(format!("there is no game #{} in {path}", args.game)),
        Err(e) => Err(format!("game #{}: {e}", args.game)),
    }
}
