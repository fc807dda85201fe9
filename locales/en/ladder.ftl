# Ladders: the players' commands (`/ladder …`) and the moderators' (`/ladder-admin …`,
# `/settings moderator-role`, `/settings modlog`).

ladder-needs-server = Ladders belong to a server: use this in one.
ladder-unknown-none = There is no ladder called { $ladder } in this server. This server has no ladders yet (a moderator creates one with `/ladder-admin create`).
ladder-unknown = There is no ladder called { $ladder } in this server. Ladders here: { $ladders }.
ladder-settings = { $game } { $size }, clock { $clock }, range max({ $min_range }, ⌈√p⌉), at most { $max_out } outgoing / { $max_in } incoming games, rematch after { $rematch_days } days, season { $season }

## /ladder join, leave
ladder-join-closed = Ladder { $ladder } is closed: no new players.
ladder-join-already = You are already on ladder { $ladder }, at position { $position }.
ladder-join-kicked = A moderator removed you from ladder { $ladder }: only a moderator can restore you (`/ladder-admin restore`).
ladder-join-struck-off = You lost two ladder games on time within 30 days, so you are off ladder { $ladder }: only a moderator can restore you (`/ladder-admin restore`).
ladder-joined = { $player } joined ladder { $ladder } at position { $position }. Challenge someone above you with `/ladder challenge`.
ladder-leave-not-on = You are not on ladder { $ladder }.
ladder-left = { $player } left ladder { $ladder } (was position { $position }). Running ladder games still finish and count.

## Why a challenge is not allowed: the rule, its cell in the standings, what it means
ladder-not-allowed = Not allowed: { $why }
ladder-not-allowed-rule = Not allowed ({ $rule }): { $why }
ladder-rule-removed = a moderator removed you from this ladder
ladder-short-removed = no: removed
ladder-detail-restore = only a moderator can restore you (`/ladder-admin restore`).
ladder-rule-struck-off = two timeouts within 30 days took you off this ladder
ladder-short-struck-off = no: off ladder
ladder-rule-not-joined = you are not on this ladder
ladder-short-not-joined = no: join first
ladder-detail-not-joined = join first with `/ladder join name:{ $ladder }`.
ladder-rule-not-on = not on this ladder
ladder-short-not-on = no: not on ladder
ladder-detail-taken-off = { $player } was taken off it; allowed if a moderator restores them.
ladder-detail-not-on = { $player } is not on it; allowed once they join.
ladder-detail-self = you cannot challenge yourself.
ladder-rule-above = range rule: challenge players above you
ladder-short-above = no: not above you
ladder-detail-above = position { $theirs } is not above yours ({ $mine }). They may challenge you.
ladder-general-above = you are at position { $mine }; players below you may challenge you.
ladder-rule-range = range rule: up to max({ $min_range }, ⌈√p⌉) places above you
ladder-short-range = no: out of range
ladder-detail-range = from position { $from } you may challenge up to position { $highest }. Allowed once you reach position { $reach }.
ladder-general-range = from position { $from } you may challenge up to position { $highest }.
ladder-rule-pair = one open game per pair
ladder-short-pair = no: playing now
ladder-detail-pair = you already play each other in game { $game }. Allowed when it ends.
ladder-rule-outgoing = at most { $limit } outgoing challenges
ladder-short-outgoing = no: your limit
ladder-detail-outgoing = you already challenged in { $games }. Allowed when one of them ends.
ladder-rule-incoming = at most { $limit } incoming challenges
ladder-short-incoming = no: their limit
ladder-detail-incoming = { $player } already defends { $games }. Allowed when one of them ends.
ladder-rule-rematch = no rematch within { $days }
ladder-short-rematch = no: rematch wait
ladder-detail-rematch = you played each other recently. Allowed again { $time }.

## /ladder challenge
ladder-challenge-closed = Ladder { $ladder } is closed: no new challenges.
ladder-challenge-bot = Not allowed: ladder games are between people.
ladder-size-cannot-start = This ladder's size cannot start: { $error }
ladder-challenged = Ladder { $ladder }: { $challenger } (position { $challenger_position }) challenges { $defender } (position { $defender_position }). **{ $game }** begins at once: { $white } vs { $black }, clock { $clock }. { $first }, your move: `/move`{ $due }.

## /ladder standings (text, and the PNG table's title, headings and cells)
ladder-standings-bad-page = Ladder { $ladder } has { $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    } of standings: choose page 1 to { $pages }.
ladder-standings-head = **Ladder { $ladder }** ({ $count ->
        [one] { $count } player
       *[other] { $count } players
    }, season { $season }), page { $page } of { $pages }:
ladder-standings-row = { $position }. { $player } { $rating } { $wins }–{ $losses } · { $status }{ $mark ->
        [you] {" "}· you
        [yes] {" "}· challenge: yes
       *[none] {""}
    }
ladder-cell-you = you
ladder-cell-yes = yes
ladder-status-vacation = on vacation
ladder-status-away = away
ladder-status-playing = { $count } playing
ladder-status-strikes = { $count ->
        [one] { $count } strike
       *[other] { $count } strikes
    }
ladder-standings-barred = { $count ->
        [one] Position
       *[other] Positions
    } { $positions }: not allowed ({ $rule }): { $why }
ladder-standings-empty = Nobody yet: `/ladder join name:{ $ladder }`.
ladder-standings-title = Ladder { $ladder } · { $game } { $size } · season { $season } · page { $page }/{ $pages }
ladder-column-player = Player
ladder-column-rating = Rating
ladder-column-record = W–L
ladder-column-status = Status
ladder-column-challenge = Challenge?
ladder-page-previous = ◀ Previous
ladder-page-next = Next ▶

## /ladder list, info
ladder-list-none = This server has no ladders yet: a moderator creates one with `/ladder-admin create name game size`.
ladder-list-head = Ladders in this server:
ladder-list-row = { $ladder } · { $count ->
        [one] { $count } player
       *[other] { $count } players
    } · { $settings }{ $closed ->
        [yes] {" "}· closed
       *[no] {""}
    }
ladder-info = Ladder { $ladder }: { $settings }. { $players ->
        [one] { $players } player
       *[other] { $players } players
    }, { $games ->
        [one] { $games } game
       *[other] { $games } games
    } running{ $closed ->
        [yes] , closed
       *[no] {""}
    }. Clock { $clock }.

## Notes under a ladder game's result
ladder-note-takes = Ladder { $ladder }: { $winner } takes position { $position }; { $loser } moves down to { $down }.
ladder-note-keeps = Ladder { $ladder }: positions unchanged ({ $player } keeps position { $position }).
ladder-note-unchanged = Ladder { $ladder }: positions unchanged.
ladder-note-struck-off = { $player }'s second timeout within 30 days: off ladder { $ladder } (a moderator can restore).
ladder-note-strike = { $player } gets strike { $strike } of 2 in 30 days.

## Moderators: /ladder-admin
ladder-admin-needs-server = Moderator commands work in a server.
ladder-admin-not-moderator = Only moderators may use { $command }: members with Manage Server or the server's moderator role (`/settings moderator-role`). Nothing was changed.
ladder-admin-needs-reason = Every moderator action needs a reason (`reason:`): it goes in the audit log.
ladder-admin-reason = Reason: { $reason }
ladder-admin-bad-name = A ladder name is 1 to 40 characters, without `:`.
ladder-admin-bad-size = { $error }. A { $game } size is { $help }.
ladder-admin-bad-clock = { $error } (a clock is written like `3d` or `3d+1d`).
ladder-admin-no-clock = A clock is needed.
ladder-admin-name-taken = This server already has a ladder called { $ladder }.
ladder-admin-created = Ladder { $ladder } created: { $settings }. Players join with `/ladder join name:{ $name }`.
ladder-admin-log-created = { $moderator } created ladder { $ladder }.
ladder-admin-out-of-bounds = { $option } must be { $low } to { $high }.
ladder-admin-nothing-to-change = Nothing to change: ladder { $ladder } has { $settings }. Give `range:`, `max-out:`, `max-in:`, `rematch-days:` or `clock:`.
ladder-admin-settings-now = Ladder { $ladder } now: { $settings }.
ladder-admin-log-settings = { $moderator } changed ladder { $ladder }: { $settings }.
ladder-admin-already-closed = Ladder { $ladder } is already closed.
ladder-admin-closed = Ladder { $ladder } is closed: no joins or challenges; running games finish and count.
ladder-admin-log-closed = { $moderator } closed ladder { $ladder }.
ladder-admin-kick-not-on = { $player } is not on ladder { $ladder }: nothing to kick.
ladder-admin-kicked = { $player } is off ladder { $ladder } (was position { $position }).
ladder-admin-log-kicked = { $moderator } kicked { $player } from ladder { $ladder } (was position { $position }).
ladder-admin-restore-not-off = { $player } was never removed from ladder { $ladder }: nothing to restore.
ladder-admin-restored = { $player } is back on ladder { $ladder } at position { $position } (strikes cleared).
ladder-admin-log-restored = { $moderator } restored { $player } to ladder { $ladder }.
ladder-admin-bad-position = Position { $position } is not on this ladder: choose 1 to { $count }.
ladder-admin-positioned = { $player } is now at position { $position } on ladder { $ladder }.
ladder-admin-log-positioned = { $moderator } moved { $player } to position { $position } on ladder { $ladder }.
ladder-admin-bad-outcome = { $outcome } is not an outcome: choose white, black or void.
ladder-admin-unrated = Game #{ $game } is not a rated or ladder game: moderators adjudicate only those.
ladder-admin-not-started = Game #{ $game } has not started: nothing to decide.
ladder-admin-outcome = { $outcome ->
        [white] White wins
        [black] Black wins
        [white-forfeit] White wins by forfeit
        [black-forfeit] Black wins by forfeit
        [void] void
        [voided] void (as if never played)
        [running] running
        [draw] draw
       *[none] no result
    }
ladder-admin-decided = Game #{ $game } is now { $outcome } (was { $was }). Positions and the pool's ratings are recomputed ({ $count } rated games).
ladder-admin-log-decided = { $moderator } set game #{ $game } to { $outcome } (was { $was }).
ladder-admin-bad-reseed = { $reseed } is not a reseed: choose by-rating or keep.
ladder-admin-season-ended = Season { $season } of ladder { $ladder } is archived ({ $count } players); season { $next } starts, { $reseed ->
        [by-rating] reseeded by rating
       *[keep] positions kept
    }. Ratings carry over.
ladder-admin-log-season-ended = { $moderator } ended season { $season } of ladder { $ladder } ({ $reseed ->
        [by-rating] reseeded by rating
       *[keep] positions kept
    }).
ladder-admin-log-head = Audit log of ladder { $ladder } (newest first), page { $page } of { $pages }:
ladder-admin-log-empty = (nothing here)
ladder-admin-log-row = { $time } · { $moderator } · { $action } { $target }: { $before } → { $after } · reason: { $reason }

## /settings moderator-role, /settings modlog
moderation-managers-only = Only members with Manage Server may use { $command }: the moderator role alone cannot change who moderates or where their actions are logged. Nothing was changed.
moderation-settings = { $role ->
        [some] moderator role { $role_name }
       *[none] no moderator role (Manage Server only)
    }, { $channel ->
        [some] moderator actions are posted in { $channel_name }
       *[none] no mod-log channel
    }
moderation-saved = Saved: { $settings }.
moderation-log-changed = { $moderator } changed moderation settings: { $settings }.

# The audit log's stored values, in the reader's words.
ladder-log-position = position { $position }
ladder-log-off-ladder = off the ladder
ladder-log-season = season { $season }
ladder-log-season-reseeded = season { $season } ({ $how ->
    [by-rating] reseeded by rating
   *[keep] positions kept
})
ladder-log-outcome = { $outcome ->
    [running] still running
    [white] White won
    [black] Black won
    [draw] a draw
    [void] void
   *[none] no result
}
ladder-log-created = { $kind } { $size }, clock { $clock }
ladder-log-state = { $state ->
    [open] open
   *[closed] closed
}
ladder-log-reason = { $reason ->
    [created] created
    [started] started
    [changed] changed
    [closed] closed
    [withdrew] withdrew
   *[settings] settings changed
}
