# `/analyze`와 `/hint`: 선생님으로서의 AI.
# 용어: 분석 (analysis), 승률 (winning chances), 전환점 (turning point), 엔진 (engine),
# 노드 (nodes), 힌트 (hint), AI 레벨 (AI level), 수 (move), 턴 (브리치의 turn: 돌 한두 개).

analysis-not-finished = 대국 #{ JOSA($game, "은/는") } 아직 끝나지 않았습니다: 분석은 대국이 끝난 뒤에만 할 수 있습니다.
analysis-no-moves = 대국 #{ JOSA($game, "은/는") } 한 수도 두기 전에 끝났습니다: 분석할 것이 없습니다.
# $ahead: 이 분석 앞에서 기다리는 분석 수.
analysis-queued = { $player } 님, 대국 #{ $game } 분석을 대기열에 올렸습니다 (앞에 { $ahead }건). 준비되면 여기에 올립니다.
analysis-one-at-a-time = 이미 대기 중이거나 진행 중인 분석이 있습니다: 분석은 한 사람당 한 번에 하나입니다. 결과가 올라온 뒤 다시 요청하세요.
analysis-busy = { $bot } 님이 바쁩니다: 지금 분석 { $count }건이 대기 중이거나 진행 중이라 요청을 시작하지 못했습니다. 몇 분 뒤에 다시 시도하세요.
analysis-failed = 대국 #{ $game } 분석을 만들지 못했습니다. 죄송합니다. 나중에 `/analyze game:{ $game }` 명령으로 다시 시도하세요.
# $kind: 게임 (브레이크스루); $size: 8x8; $nodes: 국면마다 쓰는 탐색 노드 수.
analysis-title = **대국 #{ $game } 분석** ({ $kind } { $size }, 레벨 5, 국면당 { BIG($nodes) }노드)
analysis-no-swings = 승률을 5%보다 많이 잃은 수는 없습니다.
# 전환점 하나: $n 그래프의 번호, $game breakthrough 또는 breach (브리치의 "턴"은 돌을 한두 개
# 놓는다), $number 수 번호, $played 둔 수, $side 그 수를 둔 색 (white 또는 black), 그 색의
# 승률이 $before에서 $after로 떨어짐; $best 엔진의 수.
analysis-swing = { $n }. { $game ->
        [breach] { $number }턴째
       *[other] { $number }수째
    } { $played }: { $side ->
        [white] 백
       *[black] 흑
    } 승률 { $before } → { $after }. 더 나은 수: { $best }
# 대국자 (색과 함께)와 좋은 수의 비율 (좋은 수/전체).
analysis-accuracy = 엔진 최선 수와 승률 차이가 5% 이내인 수: { $white } { $white_share } ({ $white_good }/{ $white_total }) · { $black } { $black_share } ({ $black_good }/{ $black_total }).
# 그래프의 가로축.
analysis-axis = { $game ->
    [breach] 턴
   *[other] 수
}
# 그래프의 대체 텍스트.
analysis-summary = 백의 승률: 시작 { $chance }
analysis-summary-best = 최선 수 { $best }

hint-not-in-progress = 대국 #{ JOSA($game, "은/는") } 진행 중이 아닙니다: 힌트는 두고 있는 대국에서만 받을 수 있습니다.
hint-between-people = 대국 #{ JOSA($game, "은/는") } 사람끼리 두는 대국입니다: 힌트는 AI(레벨 1~{ $max })와 두는 대국에서만 받을 수 있습니다.
hint-level-too-strong = 대국 #{ JOSA($game, "은/는") } AI 레벨 { JOSA($level, "을/를") } 상대로 두는 대국입니다: 힌트는 레벨 1~{ $max }에서만 받을 수 있습니다.
hint-no-move = 대국 #{ $game }에는 추천할 수가 없습니다.
hint-given = 대국 #{ $game } 힌트: 추천 수는 { $hint }입니다.
analysis-accuracy-one = 엔진 최선 수와 5% 이내인 수: { $player } { $share } ({ $good }/{ $total }).
