# `/games`: открытые партии здесь и в других каналах, по страницам, и заметки об отпусках.
# Глоссарий: партия (game), ход (turn), срок (due), отпуск (vacation), принять вызов (accept).
listing-no-page = { $pages ->
    [1] Все партии умещаются на одной странице: выберите `page:1`.
    [one] Партии занимают { $pages } страницу: выберите от `page:1` до `page:{ $pages }`.
    [few] Партии занимают { $pages } страницы: выберите от `page:1` до `page:{ $pages }`.
   *[other] Партии занимают { $pages } страниц: выберите от `page:1` до `page:{ $pages }`.
}
listing-none-here = В этом канале нет открытых партий. Начните партию командой `/challenge` или `/ai`.
listing-here = **Открытые партии в этом канале**
listing-elsewhere = **Ваши партии в других каналах сервера**
listing-earlier-pages = (все на предыдущих страницах)
listing-elsewhere-line = { $game } · канал { $channel }
listing-page-more = Страница { $page } из { $pages }; следующая — `/games page:{ $next }`.
listing-page-last = Страница { $page } из { $pages }; к первой — `/games page:1`.
# Одна партия: `#12 Прорыв 8x8: @a (белые) — @b (чёрные) · ваш ход`.
listing-line = { $game }: { $white } — { $black } · { $state }
listing-waiting-for-you = ждёт, когда вы примете вызов
listing-waiting-for = ждёт, когда { $player } примет вызов
listing-your-turn = **ваш ход**
listing-to-move = ходит { $player }
listing-due = срок истекает { $time }
listing-on-vacation = { $player } в отпуске и вернётся { $until }
listing-game-waits = Партия ждёт: { $player } в отпуске и вернётся { $until }.
