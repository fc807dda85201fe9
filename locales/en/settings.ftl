# `/settings`: a server's defaults and the language of its public posts. The settings are
# named as `/settings change` names its options (clock, challenge-expiry, …).

settings-show = **Settings of this server**
    { $settings }
settings-saved =
    Settings saved.
    { $settings }
# One line per setting; $clock and $expiry are codes such as `3d` and `7d`.
settings-list =
    - clock: { $clock }
    - challenge-expiry: { $expiry }
    - vacation-days: { $vacation_days } per year
    - reminder-dms: { $reminder_dms ->
        [on] on
       *[off] off
    }
    - thread: { $thread ->
        [on] on
       *[off] off
    }
# $language: the language's own name (Русский).
settings-language = - language: { $language }
settings-language-auto = - language: automatic: { $language } (Discord's server language)
settings-moderator-role = - moderator-role: { $role }
settings-moderator-role-none = - moderator-role: none (Manage Server only)
settings-modlog = - modlog: { $channel }
settings-modlog-none = - modlog: none
settings-show-footer = Change them with `/settings change`; the last two with `/settings moderator-role` and `/settings modlog` (Manage Server only).

settings-nothing-to-change = Nothing to change: name at least one setting, e.g. `/settings change clock:5d vacation-days:21`.
# $languages: the languages Breaker speaks, each with its code.
settings-unknown-language = Breaker does not speak { $language }. Choose one of { $languages }, or `auto` to follow Discord's server language.
settings-bad-clock = { $error }. Presets: { $presets }.
settings-bad-expiry = A challenge may wait between 1 hour and 60 days, not { $expiry }.
settings-bad-vacation-days = Vacation days per year must be 0 to { $max }, not { $days }.
settings-in-server = Settings belong to a server: use `/settings` there.
settings-manage-server-only = Only members with the Manage Server permission can use `/settings`.

# What a clock or duration typed in a setting got wrong; $text is what was typed.
settings-error-duration = `{ $text }` is not a duration: write a number and a unit, m, h or d, combinable (`3d`, `36h`, `2d3h`)
settings-error-clock = `{ $text }` is not a clock: write `3d` (days per move) or `3d+1d` (a bank that gains a day per move)
settings-error-clock-range = a clock's time must be between 1 hour and 60 days, not `{ $text }`
settings-error-increment = in `{ $clock }` the increment must be at least 1 minute and at most the bank ({ $base }): a bank never holds more than its base, so a larger increment could never be used
