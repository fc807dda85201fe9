# `/games`: partidele deschise aici și în alte canale, pe pagini, și notele despre concedii.
# Glosar: partidă (game), la mutare (to move), termen (due), concediu (vacation), a accepta.
listing-no-page = { $pages ->
    [one] Există o singură pagină de partide: alege `page:1`.
    [few] Sunt { $pages } pagini de partide: alege între `page:1` și `page:{ $pages }`.
   *[other] Sunt { $pages } de pagini de partide: alege între `page:1` și `page:{ $pages }`.
}
listing-none-here = Nicio partidă deschisă în acest canal. Începe una cu `/challenge` sau `/ai`.
listing-here = **Partide deschise în acest canal**
listing-elsewhere = **Partidele tale din alte canale ale serverului**
listing-earlier-pages = (toate pe paginile anterioare)
listing-elsewhere-line = { $game } în { $channel }
listing-page-more = Pagina { $page } din { $pages }: `/games page:{ $next }` pentru continuare.
listing-page-last = Pagina { $page } din { $pages }: `/games page:1` te duce la prima.
# O partidă: `#12 Breakthrough 8x8: @a (albele) – @b (negrele) · e rândul tău`.
listing-line = { $game }: { $white } – { $black } · { $state }
listing-waiting-for-you = așteaptă să accepți
listing-waiting-for = se așteaptă răspunsul de la { $player }
listing-your-turn = **e rândul tău**
listing-to-move = la mutare: { $player }
listing-due = termen: { $time }
listing-on-vacation = { $player } e în concediu până la { $until }
listing-game-waits = Partida așteaptă: { $player } e în concediu până la { $until }.
