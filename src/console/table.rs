//! Every command the console reads, with its subcommands and options: each option's
//! kind, choices and limits as Discord registers them. The console's parser takes its
//! option names from here, `/help` its usage lines, and `tests/command_parity.rs`
//! compares the whole table with the poise commands of `discord/commands/`, so that a
//! command, subcommand, option, choice or limit present on one front end and not the
//! other fails the build's tests, named.
//!
//! What the console alone has is marked: its own commands (`/moves`, `/wait`, `/help`,
//! `/quit`) and `/resign confirm:` (Discord confirms with a button).

/// What an option holds, as Discord types it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Free text, at most `max_length` characters where Discord caps it.
    Text { max_length: Option<u16> },
    /// A whole number within `min..=max` where Discord bounds it.
    Number { min: Option<i64>, max: Option<i64> },
    /// `true`/`false` (the console also takes `yes`/`no`, `on`/`off`).
    Flag,
    /// One of these, as Discord's menu names them (the console also takes them in
    /// lower case and in every language Breaker speaks).
    Choice(&'static [&'static str]),
    /// A member (`@name` on the console).
    User,
    /// A role (`@Role` on the console).
    Role,
    /// A channel (`#name` on the console).
    Channel,
}

/// One option of a command or subcommand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Opt {
    pub name: &'static str,
    pub kind: Kind,
    /// Discord makes the member fill it in. The console reads a missing one where the
    /// command needs it and leaves the rest (a missing reason) to the service, which
    /// says why.
    pub required: bool,
    /// Only the console has it (no Discord option is compared with it).
    pub console_only: bool,
}

impl Opt {
    const fn new(name: &'static str, kind: Kind) -> Opt {
        Opt {
            name,
            kind,
            required: false,
            console_only: false,
        }
    }

    /// The member must give it.
    const fn required(self) -> Opt {
        Opt {
            required: true,
            ..self
        }
    }

    const fn console_only(self) -> Opt {
        Opt {
            console_only: true,
            ..self
        }
    }
}

/// A subcommand (`/ladder join`) and its options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sub {
    pub name: &'static str,
    pub options: &'static [Opt],
}

/// A command: its options, or its subcommands (Discord's commands have one or the
/// other), and the messages of its usage lines for `/help`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Command {
    pub name: &'static str,
    pub options: &'static [Opt],
    pub subcommands: &'static [Sub],
    /// The subcommand a bare `/vacation` runs on the console (Discord always names one);
    /// `None`: the subcommand must be named (`/ladder join`).
    pub bare: Option<&'static str>,
    pub usage: &'static [&'static str],
    /// Only the console has it.
    pub console_only: bool,
}

const fn command(
    name: &'static str,
    options: &'static [Opt],
    usage: &'static [&'static str],
) -> Command {
    Command {
        name,
        options,
        subcommands: &[],
        bare: None,
        usage,
        console_only: false,
    }
}

const fn parent(
    name: &'static str,
    subcommands: &'static [Sub],
    bare: Option<&'static str>,
    usage: &'static [&'static str],
) -> Command {
    Command {
        subcommands,
        bare,
        ..command(name, &[], usage)
    }
}

const fn console_only(command: Command) -> Command {
    Command {
        console_only: true,
        ..command
    }
}

// The option kinds, short so that the table reads like Discord's commands.

const fn text(name: &'static str, max_length: u16) -> Opt {
    Opt::new(
        name,
        Kind::Text {
            max_length: Some(max_length),
        },
    )
}

const fn free(name: &'static str) -> Opt {
    Opt::new(name, Kind::Text { max_length: None })
}

const fn number(name: &'static str, min: i64, max: i64) -> Opt {
    Opt::new(
        name,
        Kind::Number {
            min: Some(min),
            max: Some(max),
        },
    )
}

const fn from(name: &'static str, min: i64) -> Opt {
    Opt::new(
        name,
        Kind::Number {
            min: Some(min),
            max: None,
        },
    )
}

const fn flag(name: &'static str) -> Opt {
    Opt::new(name, Kind::Flag)
}

const fn choice(name: &'static str, choices: &'static [&'static str]) -> Opt {
    Opt::new(name, Kind::Choice(choices))
}

const fn user(name: &'static str) -> Opt {
    Opt::new(name, Kind::User)
}

const fn sub(name: &'static str, options: &'static [Opt]) -> Sub {
    Sub { name, options }
}

// Options written the same on many commands.

const GAMES: &[&str] = &["Breakthrough", "Breach"];
const COLORS: &[&str] = &["white", "black", "random"];
const ON_OFF: &[&str] = &["on", "off"];
const OUTCOMES: &[&str] = &["white", "black", "void"];
/// A game kind to choose (`/challenge game:`), where a game by number is [`GAME_ID`].
const GAME_KIND: Opt = choice("game", GAMES).required();
/// A game by number (`game:12`, autocompleted on Discord).
const GAME_ID: Opt = free("game");
const SIZE: Opt = text("size", 10);
const CLOCK: Opt = text("clock", 20);
/// A ladder's or tournament's name (`discord::options::Name`).
const NAME: Opt = text("name", 40).required();
/// A moderator's reason for the audit log (`discord::options::Reason`).
const REASON: Opt = text("reason", 500);
const PAGE: Opt = from("page", 1);
const PLAYER: Opt = user("player").required();
const ONLY_GAME: &[Opt] = &[GAME_ID];

/// Every command, in the order of `/help` (the console's own among them).
pub const COMMANDS: &[Command] = &[
    command(
        "challenge",
        &[
            GAME_KIND,
            user("opponent").required(),
            SIZE,
            choice("color", COLORS),
            number("days_per_move", 1, 60),
            CLOCK,
            flag("rated"),
            flag("thread"),
        ],
        &["console-usage-challenge"],
    ),
    command(
        "ai",
        &[
            GAME_KIND,
            SIZE,
            number("level", 1, 5),
            choice("color", COLORS),
        ],
        &["console-usage-ai"],
    ),
    command("accept", ONLY_GAME, &["console-usage-accept"]),
    command("decline", ONLY_GAME, &["console-usage-decline"]),
    command(
        "move",
        &[text("move", 60).required(), GAME_ID],
        &["console-usage-move"],
    ),
    console_only(command(
        "moves",
        &[free("move"), GAME_ID],
        &["console-usage-moves"],
    )),
    command(
        "board",
        &[GAME_ID, choice("view", &["white", "black"])],
        &["console-usage-board"],
    ),
    command(
        "export",
        &[GAME_ID, flag("notes")],
        &["console-usage-export"],
    ),
    command("replay", ONLY_GAME, &["console-usage-replay"]),
    command(
        "resign",
        &[GAME_ID, flag("confirm").console_only()],
        &["console-usage-resign"],
    ),
    command(
        "takeback",
        &[GAME_ID, choice("answer", &["accept", "decline"])],
        &["console-usage-takeback"],
    ),
    command("games", &[PAGE], &["console-usage-games"]),
    console_only(command("wait", &[free("time")], &["console-usage-wait"])),
    command(
        "moretime",
        &[GAME_ID, number("days", 1, 7)],
        &["console-usage-moretime"],
    ),
    parent(
        "vacation",
        &[
            sub("start", &[number("days", 1, 365)]),
            sub("end", &[]),
            sub("show", &[]),
        ],
        Some("show"),
        &["console-usage-vacation"],
    ),
    parent(
        "conditional",
        &[
            sub("add", &[text("line", 1000).required(), GAME_ID]),
            sub("list", ONLY_GAME),
            sub("clear", ONLY_GAME),
        ],
        Some("list"),
        &["console-usage-conditional"],
    ),
    parent(
        "note",
        &[
            sub("add", &[text("text", 1000).required(), GAME_ID]),
            sub("list", ONLY_GAME),
            sub("clear", ONLY_GAME),
        ],
        Some("list"),
        &["console-usage-note"],
    ),
    command(
        "notify",
        &[choice("dm", ON_OFF).required()],
        &["console-usage-notify"],
    ),
    parent(
        "settings",
        &[
            sub("show", &[]),
            sub(
                "change",
                &[
                    CLOCK,
                    text("challenge-expiry", 20),
                    number("vacation-days", 0, 365),
                    choice("reminder-dms", ON_OFF),
                    choice("thread", ON_OFF),
                    choice(
                        "language",
                        &["English", "한국어", "Русский", "Română", "auto"],
                    ),
                ],
            ),
            sub("moderator-role", &[Opt::new("role", Kind::Role)]),
            sub("modlog", &[Opt::new("channel", Kind::Channel)]),
        ],
        Some("show"),
        &["console-usage-settings"],
    ),
    command("rules", &[GAME_KIND], &["console-usage-rules"]),
    command("analyze", ONLY_GAME, &["console-usage-analyze"]),
    command("hint", ONLY_GAME, &["console-usage-hint"]),
    command(
        "rating",
        &[
            user("player"),
            choice("game", GAMES),
            SIZE,
            text("ladder", 100),
            user("vs"),
        ],
        &["console-usage-rating"],
    ),
    console_only(command("help", &[], &["console-usage-help"])),
    console_only(command("quit", &[], &["console-usage-quit"])),
    parent(
        "ladder",
        &[
            sub("join", &[NAME]),
            sub("leave", &[NAME]),
            sub("standings", &[NAME, PAGE]),
            sub("challenge", &[NAME, user("opponent").required()]),
            sub("list", &[]),
            sub("info", &[NAME]),
        ],
        None,
        &["console-usage-ladder", "console-usage-ladder-challenge"],
    ),
    parent(
        "ladder-admin",
        &[
            sub("create", &[NAME, GAME_KIND, SIZE.required(), CLOCK]),
            sub(
                "settings",
                &[
                    NAME,
                    number("range", 1, 100),
                    number("max-out", 1, 20),
                    number("max-in", 1, 20),
                    number("rematch-days", 0, 365),
                    CLOCK,
                ],
            ),
            sub("close", &[NAME, REASON]),
            sub("kick", &[NAME, PLAYER, REASON.required()]),
            sub("restore", &[NAME, PLAYER, REASON.required()]),
            sub(
                "set-position",
                &[
                    NAME,
                    PLAYER,
                    from("position", 1).required(),
                    REASON.required(),
                ],
            ),
            sub("result", RESULT),
            sub(
                "season-end",
                &[
                    NAME,
                    REASON.required(),
                    choice("reseed", &["by-rating", "keep"]),
                ],
            ),
            sub("log", &[NAME, PAGE]),
        ],
        None,
        &[
            "console-usage-ladder-admin-create",
            "console-usage-ladder-admin",
        ],
    ),
    parent(
        "tournament",
        &[
            sub("list", &[]),
            sub("info", &[NAME]),
            sub("join", &[NAME]),
            sub("leave", &[NAME]),
            sub("withdraw", &[NAME, choice("confirm", &["yes"])]),
            sub("standings", &[NAME]),
            sub("pairings", &[NAME, from("round", 1)]),
            sub("games", &[NAME]),
        ],
        None,
        &["console-usage-tournament"],
    ),
    parent(
        "tournament-admin",
        &[
            sub(
                "create",
                &[
                    NAME,
                    choice(
                        "format",
                        &["round-robin", "double-round-robin", "swiss", "league"],
                    )
                    .required(),
                    GAME_KIND,
                    SIZE.required(),
                    CLOCK.required(),
                    ROUNDS,
                    flag("rated"),
                    choice("schedule", &["at-once", "rounds"]),
                    number("league-size", 3, 20),
                    number("up", 0, 10),
                    number("down", 0, 10),
                    MAX_PLAYERS,
                    DEADLINE,
                    flag("thread"),
                    flag("late-byes"),
                ],
            ),
            sub(
                "settings",
                &[
                    NAME,
                    CLOCK,
                    ROUNDS,
                    flag("rated"),
                    MAX_PLAYERS,
                    DEADLINE,
                    flag("thread"),
                ],
            ),
            sub("start", &[NAME]),
            sub("end-round", &[NAME, REASON]),
            sub("result", RESULT),
            sub("withdraw", &[NAME, PLAYER, REASON.required()]),
            sub(
                "forbid",
                &[NAME, PLAYER, user("opponent").required(), REASON],
            ),
            sub("pause", &[NAME, REASON]),
            sub("resume", &[NAME]),
            sub("close", &[NAME, REASON]),
            sub("cancel", &[NAME, REASON.required()]),
        ],
        None,
        &[
            "console-usage-tournament-admin-create",
            "console-usage-tournament-admin-settings",
            "console-usage-tournament-admin-result",
            "console-usage-tournament-admin-pause",
        ],
    ),
];

/// `/ladder-admin result` and `/tournament-admin result`.
const RESULT: &[Opt] = &[
    text("game", 20).required(),
    choice("outcome", OUTCOMES).required(),
    REASON.required(),
];
const ROUNDS: Opt = number("rounds", 1, 30);
const MAX_PLAYERS: Opt = number("max-players", 2, 500);
const DEADLINE: Opt = text("deadline", 30);

/// The command called `name` (English, lower case), if there is one.
pub fn find(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}

impl Command {
    /// Its subcommand called `name`.
    pub fn sub(&self, name: &str) -> Option<&'static Sub> {
        self.subcommands.iter().find(|s| s.name == name)
    }
}

/// The names of `options`, in order, as the line parser takes them.
pub fn names(options: &[Opt]) -> Vec<&'static str> {
    options.iter().map(|o| o.name).collect()
}

/// Whether an option called `name` is a choice or a yes/no somewhere, so that its
/// value may be written in any language Breaker speaks (`game:прорыв`, `rated:да`).
pub fn takes_choice(name: &str) -> bool {
    COMMANDS
        .iter()
        .flat_map(|c| {
            c.options
                .iter()
                .chain(c.subcommands.iter().flat_map(|s| s.options))
        })
        .any(|o| o.name == name && matches!(o.kind, Kind::Choice(_) | Kind::Flag))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_and_subcommand_is_named_once_with_distinct_options() {
        let mut seen = std::collections::BTreeSet::new();
        for c in COMMANDS {
            assert!(seen.insert(c.name), "/{} twice", c.name);
            assert!(!c.usage.is_empty(), "/{} has no usage line", c.name);
            assert!(
                c.options.is_empty() || c.subcommands.is_empty(),
                "/{}: options or subcommands, as on Discord",
                c.name
            );
            let mut subs = std::collections::BTreeSet::new();
            for s in c.subcommands {
                assert!(subs.insert(s.name), "/{} {} twice", c.name, s.name);
            }
            if let Some(bare) = c.bare {
                assert!(c.sub(bare).is_some(), "/{}: bare runs {bare}", c.name);
            }
            let lists = std::iter::once(c.options).chain(c.subcommands.iter().map(|s| s.options));
            for options in lists {
                let mut names = names(options);
                names.sort_unstable();
                let before = names.len();
                names.dedup();
                assert_eq!(before, names.len(), "/{}: an option twice", c.name);
            }
        }
    }

    #[test]
    fn choices_and_flags_are_the_options_read_in_every_language() {
        for name in [
            "game",
            "color",
            "dm",
            "thread",
            "confirm",
            "late-byes",
            "language",
        ] {
            assert!(takes_choice(name), "{name}");
        }
        for name in [
            "name", "move", "reason", "size", "clock", "days", "opponent",
        ] {
            assert!(!takes_choice(name), "{name}");
        }
    }
}
