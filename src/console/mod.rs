//! `breaker play`: the service in a terminal. Lines read like Discord's slash commands,
//! `USER: /command option:value …`; replies are printed, boards drawn as text and written
//! as PNG files. Works interactively and with a piped script.
//!
//! ```
//! use breaker::console::{self, Options};
//!
//! let dir = tempfile::tempdir().unwrap();
//! let options = Options::new(dir.path().join("breaker.db"), dir.path().join("boards"));
//! let script = "alice: /challenge game:Breakthrough opponent:bob size:3x5 color:white\n\
//!               bob: /accept\n\
//!               alice: /move move:a2-a3\n";
//! let mut out = Vec::new();
//! console::run(&options, script.as_bytes(), &mut out).unwrap();
//! let out = String::from_utf8(out).unwrap();
//! assert!(out.contains("@alice (White) played a2-a3"));
//! assert!(dir.path().join("boards/game-1-ply-1.png").exists());
//! ```
//!
//! Users get stable made-up ids (a hash of the name); everyone is in one server and one
//! channel; `Breaker` is the bot (challenge it to play the AI). Every button has a
//! command: `/accept`, `/decline`, `/resign confirm:yes`.

mod commands;
mod ladder;
mod line;
mod output;
mod subcommand;
pub mod table;
mod tournament;
mod users;

pub use commands::option_table;
pub use line::{options, parse, Line};
pub use users::{id_of, Directory, BOT_ID, BOT_NAME, CHANNEL, GUILD};

use anyhow::Context as _;
use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::time::Duration;

use crate::service::{Config, ManualClock, Service, User};
use crate::store::Store;

/// What `breaker play` needs.
#[derive(Debug, Clone)]
pub struct Options {
    /// The SQLite file.
    pub db: PathBuf,
    /// Where board PNGs go.
    pub out: PathBuf,
    /// How long the AI thinks per move.
    pub ai_move_time: Duration,
    /// Print a prompt before each line (interactive use).
    pub prompt: bool,
    /// Run on a manual clock starting at this instant (Unix ms), moved by `/wait`;
    /// `None`: real time.
    pub now: Option<i64>,
    /// Whether console users may manage the server (`/settings`); `breaker play
    /// --no-manage` turns it off. Default: yes, everyone.
    pub can_manage: bool,
    /// Console users who are moderators (`--moderators alice,carol`).
    pub moderators: Vec<String>,
    /// The per-user command rate (`--command-rate 10/10s`). Default: none, since
    /// scripted sessions type many commands a second; the Discord bot's default is
    /// [`CommandRate::DEFAULT`](crate::service::CommandRate::DEFAULT).
    pub command_rate: Option<crate::service::CommandRate>,
    /// The console's language (`--locale ko`); English by default.
    pub locale: crate::i18n::Locale,
}

impl Options {
    /// Defaults for a database and an output folder: no prompt, 2 s AI moves.
    pub fn new(db: impl Into<PathBuf>, out: impl Into<PathBuf>) -> Options {
        Options {
            db: db.into(),
            out: out.into(),
            ai_move_time: Duration::from_millis(2000),
            prompt: false,
            now: None,
            can_manage: true,
            moderators: Vec::new(),
            command_rate: None,
            locale: crate::i18n::Locale::ENGLISH,
        }
    }
}

/// The user who acts when a line names nobody, before anyone is named.
pub const DEFAULT_USER: &str = "you";

/// Runs the console on stdin and stdout, prompting if stdin is a terminal.
pub fn run_stdio(mut options: Options) -> anyhow::Result<()> {
    let stdin = std::io::stdin();
    options.prompt = stdin.is_terminal();
    run(&options, stdin.lock(), &mut std::io::stdout().lock())
}

/// Runs the console: reads lines from `input` until it ends, writes to `out`.
pub fn run(options: &Options, input: impl BufRead, out: &mut impl Write) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let store = Store::open(&options.db)
        .with_context(|| format!("cannot open the database {}", options.db.display()))?;
    let mut config = Config::new(User::bot(BOT_ID, BOT_NAME));
    config.site = Some("console".to_string());
    config.ai_move_time = options.ai_move_time;
    config.command_rate = options.command_rate;
    let manual = options.now.map(ManualClock::new);
    let service = match &manual {
        Some(clock) => Service::with_clock(store, config, std::sync::Arc::new(clock.clone())),
        None => Service::new(store, config),
    };
    let mut session =
        commands::Session::new(service, options.out.clone(), manual).managing(options.can_manage);
    session.set_moderators(&options.moderators);
    session.set_locale(options.locale);
    // Whatever fell due while the console was not running.
    runtime.block_on(session.deliver_due(out))?;
    if options.prompt {
        let banner = crate::msg!("console-banner");
        let users = users::Directory::new();
        writeln!(out, "{}", output::plain(&banner, &users, options.locale))?;
    }
    let mut lines = input.lines();
    loop {
        if options.prompt {
            write!(out, "{}> ", session.user())?;
            out.flush()?;
        }
        let Some(line) = lines.next() else { break };
        let line = line?;
        if !options.prompt && parse(&line).is_some() {
            writeln!(out, "> {}", line.trim())?;
        }
        if !runtime.block_on(session.handle(&line, out))? {
            break;
        }
    }
    Ok(())
}
