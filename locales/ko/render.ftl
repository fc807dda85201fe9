# Breaker가 그림과 텍스트 도표에 직접 쓰는 말. 그림의 꼬리표는 영어보다 길지 않게 쓴다.
# {side} 같은 자리는 나중에 채워지므로 그 뒤에 조사를 붙이지 않는다 (쌍점으로 끊는다).
# 브리치: 돌, 마커, 기록, 점수 트랙, 교체.
render-tag-to-move = 차례
render-tag-wins = 승리
render-tag-away = 휴가
render-tag-and-away = { $tag } · 휴가
render-score-title = 점수
render-may-replace = { $side }: 이번 차례에 돌 1개 교체 가능
render-no-replacement = 이번 차례에는 교체할 수 없음
render-final-score = 최종 점수: 백 { $white } · 흑 { $black }
render-last-placed = 마지막:
render-diagram-last-move = 마지막 수: { $move }
render-diagram-to-move = { $side } 차례.
render-diagram-wins = { $side } 승리.
render-diagram-draw = 대국 종료: 무승부.
render-diagram-score = 점수: 백 { $white }, 흑 { $black } (기록 { $record } / { $size })
render-diagram-may-replace = { $side }: 이번 차례에 돌 1개를 교체할 수 있습니다.
render-graph-chance = 백의 승률
render-graph-moves = 수
render-chart-games = 레이팅 대국 (음영: 레이팅 ± 편차 2배)
