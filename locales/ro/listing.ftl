# `/games`: partidele deschise aici și în alte canale, pe pagini, și notele despre concedii.
# Glosar: partidă (game), la mutare (turn), termen (due), concediu (vacation), a accepta (accept).
listing-no-page = { $pages ->
    [one] Partidele încap pe { $pages } pagină: alege `page:1`.
    [few] Partidele ocupă { $pages } pagini: alege de la `page:1` la `page:{ $pages }`.
   *[other] Partidele ocupă { $pages } de pagini: alege de la `page:1` la `page:{ $pages }`.
}
listing-none-here = Nicio partidă deschisă în acest canal. Începe una cu `/challenge` sau `/ai`.
listing-here = **Partide deschise în acest canal**
listing-elsewhere = **Partidele tale din alte canale ale serverului**
listing-earlier-pages = (toate pe paginile anterioare)
listing-elsewhere-line = { $game } în { $channel }
listing-page-more = Pagina { $page } din { $pages }: `/games page:{ $next }` pentru mai multe.
listing-page-last = Pagina { $page } din { $pages }: `/games page:1` pentru prima.
listing-line = { $game }: { $white } contra { $black } · { $state }
listing-waiting-for-you = așteaptă să accepți tu
listing-waiting-for = așteaptă ca { $player } să accepte
listing-your-turn = **tu ești la mutare**
listing-to-move = { $player } este la mutare
listing-due = termen { $time }
listing-on-vacation = { $player } e în concediu până { $until }
listing-game-waits = Partida așteaptă: { $player } e în concediu până { $until }.
