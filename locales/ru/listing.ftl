# `/games`: открытые партии здесь и в других каналах, по страницам, и заметки об отпусках.
# Глоссарий: партия (game), ход (turn), срок (due), отпуск (vacation), принять (accept).
listing-no-page = { $pages ->
    [one] Партии умещаются на { $pages } странице: выберите `page:1`.
    [few] Партии занимают { $pages } страницы: выберите от `page:1` до `page:{ $pages }`.
   *[many] Партии занимают { $pages } страниц: выберите от `page:1` до `page:{ $pages }`.
}
listing-none-here = В этом канале нет открытых партий. Начните партию командой `/challenge` или `/ai`.
listing-here = **Открытые партии в этом канале**
listing-elsewhere = **Ваши партии в других каналах сервера**
listing-earlier-pages = (все на предыдущих страницах)
listing-elsewhere-line = { $game } в { $channel }
listing-page-more = Страница { $page } из { $pages }: дальше — `/games page:{ $next }`.
listing-page-last = Страница { $page } из { $pages }: к началу — `/games page:1`.
listing-line = { $game }: { $white } против { $black } · { $state }
listing-waiting-for-you = ждёт, когда вы примете вызов
listing-waiting-for = ждёт, когда { $player } примет вызов
listing-your-turn = **ваш ход**
listing-to-move = ход за { $player }
listing-due = срок { $time }
listing-on-vacation = { $player } в отпуске до { $until }
listing-game-waits = Партия ждёт: { $player } в отпуске до { $until }.
