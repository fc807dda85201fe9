# `/games`: 여기와 다른 곳의 진행 중인 대국, 페이지 나누기, 휴가 안내.
# 용어: 대국 (game), 차례 (turn), 기한 (due), 휴가 (vacation), 수락 (accept).
listing-no-page = 대국 목록은 { $pages }페이지입니다: `page:1`부터 `page:{ $pages }`까지 고르세요.
listing-none-here = 이 채널에는 진행 중인 대국이 없습니다. `/challenge`나 `/ai`로 시작하세요.
listing-here = **이 채널의 진행 중인 대국**
listing-elsewhere = **이 서버의 다른 곳에서 두는 내 대국**
listing-earlier-pages = (모두 앞 페이지에 있음)
listing-elsewhere-line = { $channel }: { $game }
listing-page-more = { $pages }페이지 중 { $page }페이지: 더 보려면 `/games page:{ $next }`.
listing-page-last = { $pages }페이지 중 { $page }페이지: 처음으로 가려면 `/games page:1`.
listing-line = { $game }: { $white } 대 { $black } · { $state }
listing-waiting-for-you = 내 수락을 기다리는 중
listing-waiting-for = { $player }님의 수락을 기다리는 중
listing-your-turn = **내 차례**
listing-to-move = { $player }님 차례
listing-due = 기한 { $time }
listing-on-vacation = { $player }님은 { $until }까지 휴가 중
listing-game-waits = 대국이 기다립니다: { $player }님은 { $until }까지 휴가 중입니다.
