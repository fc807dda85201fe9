# 플레이어가 보는 레이팅: `/rating`과 결과 아래의 레이팅 줄.
# 용어: 레이팅 (rating), 편차 (deviation), 잠정 레이팅 (provisional), 연승/연패 (streak),
# 레이팅 풀 (pool), 래더 (ladder), 레이팅 대국 (rated game), 상대 전적 (head-to-head).

# $white_change, $black_change: 1612 → 1627 (+15) (`?`는 잠정 레이팅).
rating-note = 레이팅: { $white } { $white_change } · { $black } { $black_change }
rating-rated-games = 레이팅 대국 { $count }판
# $kind: win, loss 또는 none (연속 기록 없음).
rating-streak = { $kind ->
    [win] { $count }연승
    [loss] { $count }연패
   *[none] 없음
}
# 승–패 (그리고 무승부).
rating-record = { $wins }승 { $losses }패
rating-record-draws = { $wins }승 { $losses }패 { $draws }무
rating-vs-self = `vs:` 옵션에는 { $player } 님이 아닌 다른 사람을 지정하세요: 상대 전적은 두 사람 사이의 기록입니다.
# $pool: 레이팅 풀 (브레이크스루 8x8, 또는 spring 래더 (브리치 9x9)); $start: 1500?.
rating-none-yet = { $player } 님은 아직 { $pool }에서 둔 레이팅 대국이 없습니다. 모두 { $start }에서 시작합니다 (편차 350).
# $record: rating-record; $streak, $best: rating-streak.
rating-summary = { $player } 님의 { $pool } 레이팅: **{ $rating }**, 편차 { $deviation }, { $record }. 현재 연속 기록: { $streak }, 최고 연속 기록: { $best }.
rating-provisional = (`?`: 편차가 { $deviation } 아래로 내려갈 때까지는 잠정 레이팅입니다.)
rating-head-to-head-none = { $opponent } 님과의 상대 전적: { $pool }에서 둔 레이팅 대국이 없습니다.
rating-head-to-head = { $opponent } 님과의 상대 전적: { $games } 중 { $record }.
# 레이팅 그래프 아래: 두 날짜 (2027-01-05).
rating-chart-dates = { $from } ~ { $to }
rating-no-such-ladder = 이 서버에 { $ladder } 래더는 없습니다. 래더 목록은 `/ladder list` 명령으로 볼 수 있습니다.
rating-none-at-size = { $player } 님은 여기서 { $size } 크기로 둔 레이팅 대국이 없습니다.
rating-none-here = { $player } 님은 아직 이 서버에서 둔 레이팅 대국이 없습니다. 레이팅 대국은 `/challenge rated:true` 명령으로 시작하며, 그 뒤로는 `/rating` 명령으로 레이팅과 그래프를 볼 수 있습니다.
rating-none-here-at-size = { $player } 님은 아직 이 서버에서 { $size } 크기로 둔 레이팅 대국이 없습니다. 레이팅 대국은 `/challenge rated:true` 명령으로 시작하며, 그 뒤로는 `/rating` 명령으로 레이팅과 그래프를 볼 수 있습니다.
rating-choose-pool = { $player } 님은 이 서버의 여러 레이팅 풀에 레이팅이 있습니다. 하나를 고르세요:
# $command: 풀 하나를 보는 /rating 명령; $games: rating-rated-games.
rating-pool-choice = - { $command } ({ $games })
# 이 플레이어가 레이팅을 가진 다른 곳: $places는 rating-elsewhere-pool과
# rating-elsewhere-ladder를 쌍반점으로 이은 목록.
rating-elsewhere = 다른 레이팅: { $places }.
rating-elsewhere-pool = { $game } { $size }({ $option })
rating-elsewhere-ladder = { $ladder } 래더({ $option })
rating-pool = { $game } { $size }
rating-pool-ladder = { $ladder } 래더 ({ $game } { $size })
rating-pool-ladder-gone = 래더 #{ $id }
# 서버 밖: 다이렉트 대국(Breaker와의 DM, DM과 그룹 DM)만의 레이팅 풀.
rating-ladder-in-server = 래더는 서버별로 있습니다: 래더를 지정한 `/rating` 명령은 그 서버의 채널에서 쓰세요. 여기서는 서버 밖 대국의 레이팅을 보여 줍니다.
rating-none-direct = { $player } 님은 아직 서버 밖에서 둔 레이팅 대국이 없습니다. 레이팅 대국은 `/challenge rated:true` 명령으로 시작하며, 그 뒤로는 `/rating` 명령으로 레이팅과 그래프를 볼 수 있습니다.
rating-none-direct-at-size = { $player } 님은 아직 서버 밖에서 { $size } 크기로 둔 레이팅 대국이 없습니다. 레이팅 대국은 `/challenge rated:true` 명령으로 시작하며, 그 뒤로는 `/rating` 명령으로 레이팅과 그래프를 볼 수 있습니다.
rating-pool-direct = 서버 밖 { $game } { $size }
