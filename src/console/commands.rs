//! The console's commands: each line becomes one service call, as a slash command would.

use std::collections::HashMap;
use std::io::Write;
use std::path::PathBuf;

use super::line::{options, parse, Line, LineError};
use super::output::{print, print_notice, Out};
use super::subcommand::{parse_sub, Opts};
use super::table;
use super::users::{Directory, CHANNEL, GUILD};
use super::DEFAULT_USER;
use crate::games::{echo, GameKind};
use crate::i18n::{Locale, Message, Span, Text};
use crate::msg;
use crate::service::text::command::Suggested;
use crate::service::{
    AdminReply, BadColor, ChallengeOptions, ColorChoice, Ctx, FollowUp, GameId, ManualClock,
    Member, Reply, Service, ServiceError, SettingsChange,
};

/// "…and 165 more: narrow them with the start of a move, e.g. `/moves move:b2`": the
/// example adds to what was `typed` the first square of `first` (the first move listed)
/// not typed yet, whole if nothing was typed, else its file alone (`move:e6 a`: the
/// moves with `e6` and a square of file a); in the `game` given, if any.
fn moves_more(more: usize, first: &str, typed: &str, game: Option<&str>) -> Text {
    let typed = typed.trim();
    let words = |text: &str| -> Vec<String> {
        text.to_ascii_lowercase()
            .split([' ', '-', 'x', ','])
            .filter(|w| !w.is_empty())
            .map(str::to_string)
            .collect()
    };
    let done = words(typed);
    let example = match words(first).into_iter().find(|sq| !done.contains(sq)) {
        Some(sq) if typed.is_empty() => sq.to_string(),
        Some(sq) => format!("{typed} {}", &sq[..1]),
        None => first.to_string(),
    };
    let mut narrow = Suggested::new("/moves").with("move", example);
    if let Some(g) = game {
        narrow = narrow.with("game", g);
    }
    msg!(
        "console-moves-more",
        count = more,
        example = Span::Code(narrow.into())
    )
}

/// The console's state between lines.
pub struct Session {
    service: Service,
    users: Directory,
    current: String,
    out_dir: PathBuf,
    /// The manual clock of `--now`, which `/wait` moves.
    clock: Option<ManualClock>,
    /// Whether console users may manage the server (`/settings`).
    can_manage: bool,
    /// Games played "in a thread" (`thread:true`): the console has no threads, so their
    /// posts are printed prefixed with the thread's name.
    threads: HashMap<GameId, String>,
    /// Users acting as moderators (lower case).
    moderators: Vec<String>,
    /// The console's language (`--locale`): replies, posts and pictures.
    locale: Locale,
}

/// `name:` of `/command`, or "`/command` needs `name:`" with the command's usage.
fn required<'o>(o: &'o Opts, name: &str, command: &str) -> Result<&'o str, Text> {
    o.get(name).ok_or_else(|| {
        msg!(
            "console-needs-option",
            command = Span::Code(format!("/{command}")),
            option = Span::Code(format!("{name}:")),
            usage = usage(command)
        )
    })
}

/// `/challenge game:<…> …` with its explanation, in the reader's language.
fn usage_line(id: &'static str) -> Text {
    Text::from("/").with(Message::new(id, vec![]))
}

/// "Usage: /challenge …".
fn usage(command: &str) -> Text {
    match table::find(command).and_then(|c| c.usage.first()) {
        Some(u) => msg!("console-usage", usage = usage_line(u)),
        None => Text::new(),
    }
}

fn kind(text: &str) -> Result<GameKind, Text> {
    text.parse::<GameKind>()
        .map_err(|e| crate::service::position_error(&e))
}

/// The one reader of a yes/no option (`rated`, `thread`, `dm`, `reminder-dms`, `confirm`): Discord's
/// `true`/`false`, and `yes`/`no`, `on`/`off`, `y`/`n`, `1`/`0`, in any case. `None` for
/// anything else: each option says so in its own words.
pub(super) fn switch(text: &str) -> Option<bool> {
    match text.trim().to_ascii_lowercase().as_str() {
        "true" | "yes" | "y" | "1" | "on" => Some(true),
        "false" | "no" | "n" | "0" | "off" => Some(false),
        _ => None,
    }
}

/// A boolean option as Discord's boolean options take it.
pub(super) fn yes_no(text: &str) -> Result<bool, Text> {
    switch(text).ok_or_else(|| msg!("console-not-true-false", typed = Span::Code(echo(text))))
}

/// A number option `name:`, if given.
fn number<T: std::str::FromStr>(text: Option<&str>, name: &str) -> Result<Option<T>, Text> {
    text.map(|t| t.parse::<T>().map_err(|_| not_a_number(t, name)))
        .transpose()
}

/// "`x` is not a number (`days:`)".
pub(super) fn not_a_number(typed: &str, name: &str) -> Text {
    msg!(
        "console-not-a-number",
        typed = Span::Code(echo(typed)),
        option = Span::Code(format!("{name}:"))
    )
}

impl Session {
    pub fn new(service: Service, out_dir: PathBuf, clock: Option<ManualClock>) -> Session {
        Session {
            service,
            users: Directory::new(),
            current: DEFAULT_USER.to_string(),
            out_dir,
            clock,
            can_manage: true,
            threads: HashMap::new(),
            moderators: Vec::new(),
            locale: Locale::ENGLISH,
        }
    }

    /// Speaks `locale` from now on.
    pub fn set_locale(&mut self, locale: Locale) {
        self.locale = locale;
    }

    /// Where replies go, in the console's language.
    fn to(&self) -> Out<'_> {
        Out {
            users: &self.users,
            dir: &self.out_dir,
            locale: self.locale,
        }
    }

    /// Makes these console users moderators (as if they had Manage Server).
    pub fn set_moderators(&mut self, names: &[String]) {
        self.moderators = names.iter().map(|n| n.trim().to_lowercase()).collect();
    }

    /// Whether console users may manage the server (`/settings`).
    pub fn managing(mut self, can_manage: bool) -> Session {
        self.can_manage = can_manage;
        self
    }

    /// The acting user as a server member: `--moderators` users act as if they had
    /// Manage Server (console users hold no roles).
    fn member(&self, ctx: &Ctx) -> Member {
        Member {
            manage_guild: self.moderators.contains(&ctx.user.name.to_lowercase()),
            roles: Vec::new(),
        }
    }

    /// `[thread #12 alice vs bob] ` for a post about a game played in a thread.
    fn thread_prefix(&self, game: Option<GameId>) -> Option<String> {
        let name = self.threads.get(&game?)?;
        let prefix = msg!("console-thread-prefix", thread = Span::Name(name.clone()));
        Some(format!("{} ", self.to().words(&prefix)))
    }

    /// Learns from the store the names of the users in `text` (and `also`) this session
    /// has not seen typed, the players of a reopened database, so they print as `@name`.
    async fn learn_names(&mut self, text: &crate::service::Text, also: Option<u64>) {
        let text = text.resolve(self.locale);
        let ids = text.spans().iter().filter_map(|span| match span {
            crate::service::Span::User(id) => Some(*id),
            _ => None,
        });
        let unknown: Vec<u64> = ids
            .chain(also)
            .filter(|id| self.users.name(*id).is_none())
            .collect();
        for id in unknown {
            let stored = self
                .service
                .store()
                .call(move |db| db.player_name(id))
                .await;
            // A store that cannot answer leaves the id shown as it was: printing goes on.
            if let Ok(Some(name)) = stored {
                self.users.learn(id, &name);
            }
        }
    }

    /// Where a reply goes, in its language: a private reply in the console's (the
    /// caller's), a public post in the server's (`/settings change language:`, else the
    /// console's), as on Discord, so that one post is in one language throughout.
    async fn to_reader(&self, private: bool) -> Out<'_> {
        let locale = if private {
            self.locale
        } else {
            // A store that cannot answer leaves the console's own language.
            self.service
                .server_language(Some(GUILD))
                .await
                .unwrap_or(self.locale)
        };
        Out {
            locale,
            ..self.to()
        }
    }

    /// Prints `reply`, prefixed with its game's thread if it has one; notes a new thread.
    async fn print_post(&mut self, out: &mut impl Write, reply: &Reply) -> anyhow::Result<()> {
        self.learn_names(&reply.content, None).await;
        if let Some(prefix) = self.thread_prefix(reply.board.as_ref().map(|b| b.game)) {
            write!(out, "{prefix}")?;
        }
        print(out, reply, self.to_reader(reply.ephemeral).await)?;
        if let Some(thread) = &reply.open_thread {
            let opened = msg!(
                "console-thread-opened",
                thread = Span::Name(thread.name.clone()),
                game = thread.game
            );
            writeln!(out, "{}\n", self.to().words(&opened))?;
            self.threads.insert(thread.game, thread.name.clone());
        }
        Ok(())
    }

    /// Settles and prints everything due now.
    pub async fn deliver_due(&mut self, out: &mut impl Write) -> anyhow::Result<()> {
        for notice in self.service.correspondence().run_due().await? {
            self.learn_names(&notice.text, notice.dm).await;
            if let Some(prefix) = self.thread_prefix(Some(notice.game)) {
                write!(out, "{prefix}")?;
            }
            let to = match notice.dm {
                Some(_) => self.to(),
                None => self.to_reader(false).await,
            };
            print_notice(out, &notice, to)?;
        }
        Ok(())
    }

    /// `/wait`: moves the manual clock forward by `ms`, stopping at every instant
    /// something falls due to settle it, then prints what is still to say, in the order
    /// it fell due: as after a gap, a turn's earlier reminder is superseded by its later
    /// one, and neither is said once its game is over.
    async fn wait(&mut self, ms: i64, out: &mut impl Write) -> anyhow::Result<()> {
        let Some(clock) = self.clock.clone() else {
            print(
                out,
                &Reply::ephemeral(msg!("console-wait-needs-clock")),
                self.to(),
            )?;
            return Ok(());
        };
        let target = self.service.now() + ms;
        while let Some(next) = self.service.correspondence().next_due().await? {
            if next > target {
                break;
            }
            clock.set(next.max(self.service.now()));
            self.service.correspondence().settle_due().await?;
        }
        clock.set(target);
        self.deliver_due(out).await?;
        let now = msg!("console-now", time = Span::Time(target));
        writeln!(out, "{}\n", self.to().words(&now))?;
        Ok(())
    }

    /// The user acting when a line names nobody.
    pub fn user(&self) -> &str {
        &self.current
    }

    /// Handles one input line; `false` when the user asked to quit.
    pub async fn handle(&mut self, text: &str, out: &mut impl Write) -> anyhow::Result<bool> {
        let line = match parse(text) {
            None => return Ok(true),
            Some(Err(why)) => {
                writeln!(out, "{}\n", self.to().words(&why))?;
                return Ok(true);
            }
            Some(Ok(line)) => line,
        };
        if let Some(user) = &line.user {
            self.current = user.clone();
        }
        let user = self.users.user(&self.current);
        // The console is the caller and the server at once: both speak its language.
        let ctx = Ctx::new(Some(GUILD), CHANNEL, user)
            .managing(self.can_manage)
            .speaking(self.locale, Some(self.locale));
        // Posts nobody asked for (notices, AI moves) follow the server's language too.
        self.service.note_locales(&ctx).await?;
        if line.command == "wait" {
            // `/wait 25h` or `/wait time:25h`.
            let time = if line.rest.contains(':') {
                let names = table::find("wait").map_or(vec![], |c| table::names(c.options));
                match options("/wait", &line.rest, &names) {
                    Ok(o) => Opts(o).get("time").unwrap_or("").to_string(),
                    Err(LineError(why)) => {
                        print(out, &Reply::ephemeral(why), self.to())?;
                        return Ok(true);
                    }
                }
            } else {
                line.rest.clone()
            };
            match crate::store::parse_duration(&time) {
                Ok(ms) => self.wait(ms, out).await?,
                Err(e) => print(
                    out,
                    &Reply::ephemeral(crate::service::time_text_error(&e)),
                    self.to(),
                )?,
            }
            return Ok(true);
        }
        // The command rate (off unless `breaker play --command-rate`): /help and /quit
        // are not commands of the bot, so they never count.
        // As on Discord, moves are paced by the game and never count.
        let limited = !matches!(line.command.as_str(), "help" | "quit" | "exit" | "move");
        if let Some(slow_down) = limited.then(|| self.service.admit(&ctx)).flatten() {
            self.show(&slow_down, out).await?;
            return Ok(true);
        }
        let reply = match self.dispatch(&ctx, &line).await {
            Ok(Some(reply)) => reply,
            Ok(None) => return Ok(false),
            Err(Problem::Usage(why)) => Reply::ephemeral(why),
            Err(Problem::Internal(e)) => {
                let sorry = msg!("console-internal-error", error = e.to_string());
                writeln!(out, "{}\n", self.to().words(&sorry))?;
                return Ok(true);
            }
        };
        // News held for the caller (their conditional lines dropped) goes with it.
        let reply = self.service.correspondence().with_news(&ctx, reply).await;
        self.show(&reply, out).await?;
        self.deliver_due(out).await?;
        Ok(true)
    }

    /// Prints `reply`, then runs and prints any AI turns it calls for.
    async fn show(&mut self, reply: &Reply, out: &mut impl Write) -> anyhow::Result<()> {
        self.print_post(out, reply).await?;
        let mut next = reply.follow_up;
        if let Some(FollowUp::Replay(game)) = next {
            next = None;
            match self.service.games().replay_queued(game).await {
                Ok(Some(reply)) => self.print_post(out, &reply).await?,
                Ok(None) => {}
                Err(e) => self.breakers_fault(out, &e)?,
            }
        }
        if let Some(FollowUp::Analysis(game)) = next {
            next = None;
            match self.service.analysis().follow_up(game).await {
                Ok(Some(reply)) => self.print_post(out, &reply).await?,
                Ok(None) => {}
                Err(e) => self.breakers_fault(out, &e)?,
            }
        }
        while let Some(FollowUp::AiMove(game)) = next {
            next = None;
            match self.service.games().ai_move(game).await {
                Ok(Some(reply)) => {
                    self.print_post(out, &reply).await?;
                    next = reply.follow_up;
                }
                Ok(None) => {}
                Err(e) => self.breakers_fault(out, &e)?,
            }
        }
        Ok(())
    }

    /// Says that Breaker failed (the error's own words are for the operator).
    fn breakers_fault(&self, out: &mut impl Write, e: &ServiceError) -> std::io::Result<()> {
        let sorry = msg!("console-internal-error-short", error = e.to_string());
        writeln!(out, "{}\n", self.to().words(&sorry))
    }

    /// `/ladder-admin …` and `/tournament-admin …`: the subcommand, then (for a
    /// moderator, one of the users named at start) its options and the action.
    async fn moderate(&mut self, ctx: &Ctx, line: &Line) -> Result<Reply, Problem> {
        let command = line.command.as_str();
        let ladder = command == "ladder-admin";
        let (sub, o) = parse_sub(command, &line.rest)?;
        let usage = format!("/{command} {sub}");
        let member = self.member(ctx);
        if !member.manage_guild {
            let refusal = super::ladder::not_a_moderator(&usage);
            return Ok(with_modlog(Reply::ephemeral(refusal).into()));
        }
        let users = &mut self.users;
        let done = if ladder {
            let action = super::ladder::admin_action(users, sub, &o, &usage)?;
            self.service.ladders().admin(ctx, &member, action).await?
        } else {
            let action = super::tournament::admin_action(users, sub, &o, &usage)?;
            self.service
                .tournaments()
                .admin(ctx, &member, action)
                .await?
        };
        Ok(with_modlog(done))
    }

    /// Runs one command; `Ok(None)` for quit.
    async fn dispatch(&mut self, ctx: &Ctx, line: &Line) -> Result<Option<Reply>, Problem> {
        match line.command.as_str() {
            "ladder" => {
                let s = &self.service;
                return Ok(Some(
                    super::ladder::ladder(s, &mut self.users, ctx, &line.rest).await??,
                ));
            }
            "ladder-admin" | "tournament-admin" => return self.moderate(ctx, line).await.map(Some),
            "tournament" => {
                let s = &self.service;
                return Ok(Some(
                    super::tournament::tournament(s, ctx, &line.rest).await??,
                ));
            }
            _ => {}
        }
        let Some(spec) = table::find(&line.command) else {
            return Err(Problem::Usage(unknown_command(&line.command)));
        };
        let command = &spec.name;
        // `/challenge @bob game:…`: a leading name is the opponent, as Discord shows it.
        let rest = match (line.command.as_str(), line.rest.split_once(' ')) {
            ("challenge", Some((first, more))) if first.starts_with('@') => {
                format!("opponent:{first} {more}")
            }
            ("challenge", None) if line.rest.starts_with('@') => format!("opponent:{}", line.rest),
            _ => line.rest.clone(),
        };
        let (sub, rest) = subcommand(spec, &rest)?;
        let o = Opts(options(&sub.label, rest, &table::names(sub.options))?);
        let sub = sub.name;
        let s = &self.service;
        let game = o.get("game");
        let reply = match *command {
            "challenge" => {
                let kind = kind(required(&o, "game", command)?)?;
                let opponent = self.users.user(required(&o, "opponent", command)?);
                let color = o.get("color").map(str::parse::<ColorChoice>).transpose()?;
                let days = number::<u32>(o.get("days_per_move"), "days_per_move")?;
                let thread = match o.get("thread").map(|t| switch(t).ok_or(t)) {
                    None => None,
                    Some(Ok(on)) => Some(on),
                    Some(Err(_)) => {
                        return Err(Problem::Usage(msg!(
                            "console-true-false",
                            option = Span::Code("thread:".into())
                        )))
                    }
                };
                let rated = o.get("rated").map(yes_no).transpose()?.unwrap_or(false);
                let options = ChallengeOptions {
                    size: o.get("size"),
                    color,
                    days_per_move: days,
                    clock: o.get("clock"),
                    rated,
                    thread,
                };
                s.games()
                    .challenge_with(ctx, &opponent, kind, &options)
                    .await?
            }
            "rating" => {
                let player = o.get("player").map(|n| self.users.user(n));
                let vs = o.get("vs").map(|n| self.users.user(n));
                let kind = o.get("game").map(kind).transpose()?;
                s.ratings()
                    .rating(
                        ctx,
                        player.as_ref(),
                        kind,
                        o.get("size"),
                        o.get("ladder"),
                        vs.as_ref(),
                    )
                    .await?
            }
            "ai" => {
                let kind = kind(required(&o, "game", command)?)?;
                let color = o.get("color").map(str::parse::<ColorChoice>).transpose()?;
                let level = number::<u8>(o.get("level"), "level")?;
                s.games()
                    .ai_game(ctx, kind, o.get("size"), level, color)
                    .await?
            }
            "accept" => s.games().accept(ctx, game).await?,
            "decline" => s.games().decline(ctx, game).await?,
            "move" => {
                s.games()
                    .play_move(ctx, required(&o, "move", command)?, game)
                    .await?
            }
            "moves" => {
                let typed = o.get("move").unwrap_or("");
                let list = s.games().list_moves(ctx, typed, game).await?;
                match list.moves.first() {
                    None => Reply::ephemeral(msg!("console-no-moves")),
                    Some(first) => {
                        let mut text = msg!("console-moves", moves = list.moves.join(", "));
                        if list.more > 0 {
                            text.push("\n");
                            text.append(moves_more(list.more, first, typed, game));
                        }
                        Reply::ephemeral(text)
                    }
                }
            }
            "board" => s.games().board_view(ctx, game, o.get("view")).await?,
            "export" => match o.get("notes").map(yes_no).transpose()? {
                Some(true) => s.games().export_with_notes(ctx, game).await?,
                _ => s.games().export(ctx, game).await?,
            },
            "replay" => s.games().replay_gif(ctx, game).await?,
            "resign" => match o.get("confirm").map(switch) {
                None => s.games().resign(ctx, game).await?,
                Some(Some(true)) => s.games().resign_confirmed(ctx, game).await?,
                Some(_) => Reply::ephemeral(msg!("console-not-resigned")),
            },
            "takeback" => match o.get("answer").map(str::to_ascii_lowercase).as_deref() {
                None => s.correspondence().takeback(ctx, game).await?,
                Some("accept" | "yes") => {
                    s.correspondence().answer_takeback(ctx, game, true).await?
                }
                Some("decline" | "no") => {
                    s.correspondence().answer_takeback(ctx, game, false).await?
                }
                Some(_) => {
                    Reply::ephemeral(msg!("console-takeback-answer", usage = usage(command)))
                }
            },
            "games" => {
                let page = number::<u32>(o.get("page"), "page")?;
                s.games().list_page(ctx, page).await?
            }
            "moretime" => {
                let days = number::<u32>(o.get("days"), "days")?;
                s.correspondence().more_time(ctx, game, days).await?
            }
            "vacation" => match sub {
                "show" => s.correspondence().vacation_show(ctx).await?,
                "start" => {
                    let days = number::<u32>(o.get("days"), "days")?;
                    s.correspondence().vacation_start(ctx, days).await?
                }
                _ => s.correspondence().vacation_end(ctx).await?,
            },
            "conditional" => {
                let c = s.correspondence();
                match sub {
                    "add" => {
                        c.conditional_add(ctx, required(&o, "line", command)?, game)
                            .await?
                    }
                    "list" => c.conditional_list(ctx, game).await?,
                    _ => c.conditional_clear(ctx, game).await?,
                }
            }
            "note" => {
                let c = s.correspondence();
                match sub {
                    "add" => {
                        c.note_add(ctx, required(&o, "text", command)?, game)
                            .await?
                    }
                    "list" => c.note_list(ctx, game).await?,
                    _ => c.note_clear(ctx, game).await?,
                }
            }
            "notify" => {
                let dm = on_off(required(&o, "dm", command)?, "dm")?;
                s.correspondence().notify(ctx, dm).await?
            }
            "settings" => match sub {
                "show" => s.settings_show(ctx).await?,
                "change" => {
                    let change = SettingsChange {
                        clock: o.get("clock").map(str::to_string),
                        challenge_expiry: o.get("challenge-expiry").map(str::to_string),
                        vacation_days: number::<u32>(o.get("vacation-days"), "vacation-days")?,
                        reminder_dms: o
                            .get("reminder-dms")
                            .map(|v| on_off(v, "reminder-dms"))
                            .transpose()?,
                        thread_per_game: o
                            .get("thread")
                            .map(|v| on_off(v, "thread"))
                            .transpose()?,
                        language: o.get("language").map(str::to_string),
                    };
                    s.settings_change(ctx, &change).await?
                }
                "moderator-role" | "modlog" if !self.member(ctx).manage_guild => {
                    Reply::ephemeral(super::ladder::not_a_moderator(&format!("/settings {sub}")))
                }
                "moderator-role" => {
                    let role = o.get("role").map(|r| self.users.role(r));
                    let member = self.member(ctx);
                    with_modlog(s.ladders().set_moderator_role(ctx, &member, role).await?)
                }
                _ => {
                    let channel = o.get("channel").map(|c| self.users.channel(c));
                    let member = self.member(ctx);
                    with_modlog(s.ladders().set_modlog(ctx, &member, channel).await?)
                }
            },
            "rules" => s.games().rules(game.map(kind).transpose()?),
            "analyze" => s.analysis().analyze(ctx, game).await?,
            "hint" => s.analysis().hint(ctx, game).await?,
            "help" => Reply::ephemeral(help()),
            "wait" => unreachable!("`/wait` is handled before dispatch"),
            "quit" => return Ok(None),
            _ => unreachable!("every command of the table is handled"),
        };
        Ok(Some(reply))
    }
}

/// A moderator action's reply, with its mod-log post (if a channel is set) printed
/// after it, since the console has one screen.
fn with_modlog(done: AdminReply) -> Reply {
    let mut reply = done.reply;
    if let Some(post) = done.modlog {
        let mut note = Text::from("\n");
        note.append(msg!(
            "console-modlog",
            channel = Span::Channel(post.channel)
        ));
        note.push(" ");
        note.append(post.text);
        reply.content.append(note);
    }
    reply
}

/// The subcommand a line runs (`/vacation start days:5`; a bare `/vacation` runs
/// `show`), or the command itself for one without subcommands.
struct Running {
    /// The subcommand's name, or "" for a command without subcommands.
    name: &'static str,
    options: &'static [table::Opt],
    /// The command as typed, for messages about its options (`/vacation start`).
    label: String,
}

/// Splits `rest` into its subcommand (the word before the first option, lower case)
/// and the options; commands without subcommands have none.
fn subcommand<'a>(command: &table::Command, rest: &'a str) -> Result<(Running, &'a str), Problem> {
    let rest = rest.trim_start();
    let label = format!("/{}", command.name);
    if command.subcommands.is_empty() {
        let options = command.options;
        return Ok((
            Running {
                name: "",
                options,
                label,
            },
            rest,
        ));
    }
    let (typed, rest) = match rest.split_once(char::is_whitespace).unwrap_or((rest, "")) {
        (word, tail) if !word.is_empty() && !word.contains(':') => {
            (word.to_ascii_lowercase(), tail.trim_start())
        }
        _ => (String::new(), rest),
    };
    let name = if typed.is_empty() {
        command.bare.unwrap_or("")
    } else {
        &typed
    };
    let Some(sub) = command.sub(name) else {
        return Err(unknown_sub(command.name, &typed));
    };
    let label = if typed.is_empty() {
        label
    } else {
        format!("{label} {}", sub.name)
    };
    let running = Running {
        name: sub.name,
        options: sub.options,
        label,
    };
    Ok((running, rest))
}

fn unknown_sub(command: &str, sub: &str) -> Problem {
    let shown: String = sub.chars().take(30).collect();
    Problem::Usage(msg!(
        "console-no-subcommand",
        command = Span::Code(format!("/{command}")),
        sub = Span::Code(shown),
        usage = usage(command)
    ))
}

/// An `on`/`off` setting, read by [`switch`].
fn on_off(text: &str, what: &str) -> Result<bool, Text> {
    switch(text).ok_or_else(|| {
        let typed: String = text.trim().to_ascii_lowercase().chars().take(20).collect();
        msg!(
            "console-on-off",
            option = Span::Code(format!("{what}:")),
            typed = Span::Code(typed)
        )
    })
}

/// Every console command's name, `/ladder` and `/ladder-admin` and the quit words too.
fn command_names() -> impl Iterator<Item = &'static str> {
    table::COMMANDS.iter().map(|c| c.name).chain(["exit"])
}

/// "unknown command /mvoe: did you mean /move?", or the list of commands when none is near.
fn unknown_command(command: &str) -> Text {
    let shown: String = command.chars().take(30).collect();
    match super::line::nearest(command, command_names()) {
        Some(near) => msg!(
            "console-unknown-command-near",
            command = format!("/{shown}"),
            near = format!("/{near}")
        ),
        None => msg!(
            "console-unknown-command",
            command = format!("/{shown}"),
            commands = command_names()
                .filter(|c| *c != "exit")
                .map(|c| format!("/{c}"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// Every console command (with its subcommand, `ladder join`) and its options: what
/// the console accepts, as Discord's structured options would.
pub fn option_table() -> Vec<(String, Vec<&'static str>)> {
    let mut table = Vec::new();
    for c in table::COMMANDS {
        if c.subcommands.is_empty() {
            table.push((c.name.to_string(), table::names(c.options)));
        }
        for sub in c.subcommands {
            table.push((
                format!("{} {}", c.name, sub.name),
                table::names(sub.options),
            ));
        }
    }
    table
}

fn help() -> Text {
    let mut text = msg!("console-help");
    for id in table::COMMANDS.iter().flat_map(|c| c.usage) {
        text.push("\n  ");
        text.append(usage_line(id));
    }
    text
}

/// Why a console command produced no service reply.
enum Problem {
    /// The line was wrong: say how to fix it.
    Usage(Text),
    Internal(ServiceError),
}

impl From<Text> for Problem {
    fn from(t: Text) -> Problem {
        Problem::Usage(t)
    }
}

impl From<LineError> for Problem {
    fn from(e: LineError) -> Problem {
        Problem::Usage(e.0)
    }
}

impl From<BadColor> for Problem {
    fn from(e: BadColor) -> Problem {
        Problem::Usage(e.text())
    }
}

/// A mistake said as English words (a console module whose words are not messages yet).
impl From<String> for Problem {
    fn from(s: String) -> Problem {
        Problem::Usage(Text::from(s))
    }
}

impl From<ServiceError> for Problem {
    fn from(e: ServiceError) -> Problem {
        Problem::Internal(e)
    }
}
