# 용어: 말 (piece), 잡기 (capture), 돌 (stone), 마커 (marker), 기록 (record),
# 교체 (replacement), 래더 (ladder), 휴가 (vacation), 시간패 (time forfeit), 대국 (game), 수 (move).
color-white = 백
color-black = 흑
game-breakthrough = 브레이크스루
game-breach = 브리치

# 한국어에는 복수형이 없다.
count-days = { $count }일
count-moves = { $count }수
count-games = { $count }판

# 소수점 기호 (2.5일).
number-decimal-mark = .
