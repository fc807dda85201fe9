# The console's own words (`breaker play`).
console-private = (only you can see this) { $text }
console-board = Board: { $path }
console-file = File: { $path }
console-notice = [notice]
console-dm = (also by DM to @{ $name })
console-now = (it is now { $time })
console-thread-opened = [thread { $thread }] opened for game #{ $game }: its posts carry this prefix; the channel gets the start and the result.
console-wait-needs-clock = `/wait` needs a manual clock: start with `breaker play --now 2027-01-05T12:00:00Z`.
