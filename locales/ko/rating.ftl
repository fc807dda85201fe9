# 레이팅: `/rating`과 결과 아래의 레이팅 줄.
# 용어: 레이팅 (rating), 편차 (deviation, RD), 연승/연패 (streak), 풀 (pool), 래더 (ladder),
# 레이팅 대국 (rated game), 상대 전적 (head-to-head).

rating-note = 레이팅: { $white } { $white_change } · { $black } { $black_change }
rating-rated-games = 레이팅 대국 { $count }판
rating-streak = { $kind ->
    [win] { $count }연승
    [loss] { $count }연패
   *[none] 없음
}
rating-record = { $wins }승 { $losses }패
rating-record-draws = { $wins }승 { $losses }패 { $draws }무
rating-in-server = 레이팅은 서버마다 따로입니다: 서버 채널에서 `/rating`을 사용하세요.
rating-vs-self = `vs:`에는 { $player }님이 아닌 다른 사람이 필요합니다: 상대 전적은 두 사람 사이의 기록입니다.
rating-none-yet = { $player }님은 아직 { $pool }에서 레이팅 대국이 없습니다. 모두 { $start }에서 시작합니다 (편차 350).
rating-summary = { $player }님, { $pool }: 레이팅 **{ $rating }**, 편차 { $deviation }, { $record }. 현재: { $streak }, 최고: { $best }.
rating-provisional = (`?`: 편차가 { $deviation } 아래로 내려갈 때까지는 임시 레이팅입니다.)
rating-head-to-head-none = { $opponent }님과의 상대 전적: { $pool }에서 레이팅 대국이 없습니다.
rating-head-to-head = { $opponent }님과의 상대 전적: { $games } 중 { $record }.
rating-chart-dates = { $from } ~ { $to }
rating-no-such-ladder = 이 서버에는 { $ladder }(이)라는 래더가 없습니다. `/ladder list`로 래더 목록을 볼 수 있습니다.
rating-none-at-size = { $player }님은 이 서버에서 { $size } 크기의 레이팅 대국이 없습니다.
rating-none-here = { $player }님은 아직 이 서버에서 레이팅 대국이 없습니다. 레이팅 대국은 `/challenge rated:true`로 시작하고, 그 뒤 `/rating`이 레이팅과 그래프를 보여 줍니다.
rating-none-here-at-size = { $player }님은 아직 이 서버에서 { $size } 크기의 레이팅 대국이 없습니다. 레이팅 대국은 `/challenge rated:true`로 시작하고, 그 뒤 `/rating`이 레이팅과 그래프를 보여 줍니다.
rating-choose-pool = { $player }님은 이 서버의 여러 풀에 레이팅이 있습니다. 하나를 고르세요:
rating-pool-choice = - { $command } ({ $games })
rating-elsewhere = 다른 레이팅: { $places }.
rating-elsewhere-pool = { $game } { $size }: { $option }
rating-elsewhere-ladder = 래더 { $ladder }: { $option }
rating-pool = { $game } { $size }
rating-pool-ladder = 래더 { $ladder } ({ $game } { $size })
rating-pool-ladder-gone = 래더 #{ $id }
