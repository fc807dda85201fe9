# The Discord adapter's own words.
discord-sorry = Something went wrong on Breaker's side; nothing was changed. Please try again.
discord-stopping = Breaker is restarting: nothing was changed. Try again in a minute.
discord-bad-option = I could not read the option `{ $input }`: { $error }
discord-bad-option-unnamed = I could not read the option: { $error }
discord-bad-choice = that is not one of the choices; pick one from the list Discord shows
discord-bad-number = that is not a whole number
discord-bad-bool = that is not true or false
discord-bad-count = the command got too few or too many options; type it again from Discord's menu
discord-bad-value = that is not a value this option takes; choose it from Discord's menu
discord-unknown-command = I do not know the command `/{ $command }`; type `/` to see Breaker's commands. Nothing was changed.
discord-malformed-options = I could not read the options of `/{ $command }` (a value of the wrong kind?); type the command again from Discord's menu. Nothing was changed.
discord-answered-privately = (answered privately)
discord-answered-publicly = (answered in the channel)
discord-thread-hello = Game #{ $game } is played in this thread: moves, boards and reminders come here; the result is also announced in the channel.

# A server's command used outside a server that installed Breaker.
discord-server-install-only = This command works only in a server that has added Breaker: a server moderator can add it from Breaker's profile (**Add App** → **Add to Server**). Nothing was changed.
