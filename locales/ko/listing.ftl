# `/games`: 이 채널과 다른 곳의 진행 중인 대국을 한 페이지씩, 그리고 휴가 안내.
# 용어: 대국 (game), 차례 (turn), 기한 (due), 휴가 (vacation), 수락 (accept), 페이지 (page).
listing-no-page = { $pages ->
    [1] 대국 목록은 1페이지뿐입니다: `page:1` 옵션을 쓰세요.
   *[other] 대국 목록은 { $pages }페이지까지 있습니다: `page:1`~`page:{ $pages }` 중에서 고르세요.
}
listing-none-here = 이 채널에는 진행 중인 대국이 없습니다. `/challenge` 명령이나 `/ai` 명령으로 시작하세요.
listing-here = **이 채널에서 진행 중인 대국**
listing-elsewhere = **이 서버의 다른 채널에 있는 내 대국**
listing-earlier-pages = (모두 앞 페이지에 있음)
listing-elsewhere-line = { $channel }: { $game }
listing-page-more = { $pages }페이지 중 { $page }페이지입니다. 다음 페이지: `/games page:{ $next }`.
listing-page-last = { $pages }페이지 중 { $page }페이지입니다. 첫 페이지: `/games page:1`.
# 대국 한 줄: `#12 브레이크스루 8x8: 백 @a 대 흑 @b · 내 차례`.
listing-line = { $game }: { $white } 대 { $black } · { $state }
listing-waiting-for-you = 내 수락을 기다리는 중
listing-waiting-for = { $player } 님의 수락을 기다리는 중
listing-your-turn = **내 차례**
listing-to-move = { $player } 님 차례
listing-due = 기한 { $time }
listing-on-vacation = { $player } 님은 { $until }까지 휴가 중
listing-game-waits = 대국이 멈춰 있습니다: { $player } 님이 { $until }까지 휴가 중입니다.
