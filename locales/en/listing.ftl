# `/games`: the open games here and elsewhere, a page at a time, and vacation notes.
listing-no-page = { $pages ->
    [one] There is { $pages } page of games: choose `page:1`.
   *[other] There are { $pages } pages of games: choose `page:1` to `page:{ $pages }`.
}
listing-none-here = No open games in this channel. Start one with `/challenge` or `/ai`.
listing-here = **Open games in this channel**
listing-elsewhere = **Your games elsewhere in this server**
listing-earlier-pages = (all on earlier pages)
listing-elsewhere-line = { $game } in { $channel }
listing-page-more = Showing page { $page } of { $pages }: `/games page:{ $next }` for more.
listing-page-last = Showing page { $page } of { $pages }: `/games page:1` for the first.
# One game: `#12 Breakthrough 8x8: @a (White) vs @b (Black) · your turn`.
listing-line = { $game }: { $white } vs { $black } · { $state }
listing-waiting-for-you = waiting for you to accept
listing-waiting-for = waiting for { $player } to accept
listing-your-turn = **your turn**
listing-to-move = { $player } to move
listing-due = due { $time }
listing-on-vacation = { $player } on vacation until { $until }
listing-game-waits = The game waits: { $player } is on vacation until { $until }.
