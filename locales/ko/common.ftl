# 여러 기능에 두루 쓰는 말: 색, 게임 이름, 개수, 시간 길이.
# 용어집 (자세한 내용은 docs/languages.md의 한국어 항목):
#   대국 (한 판의 game, 세는 말 "판") · 게임 (게임 종류: 브레이크스루, 브리치) · 수 (move)
#   차례 (누구 차례인지) · 턴 (브리치에서 번호를 매기는 turn) · 도전 (challenge)
#   래더 (ladder) · 대회 (tournament) · 라운드 (round) · 대진 (pairing) · 기권 (resign, withdraw)
#   시간패 (time forfeit) · 휴가 (vacation) · 제한 시간 (clock) · 보유 시간 (Fischer bank)
#   증가 시간 (increment) · 시간 연장 (/moretime) · 기한 (deadline) · 레이팅 대국 (rated)
#   친선 대국 (casual) · 무승부 (draw) · 무효 (void) · 무산 (aborted) · 운영진 (moderator)
#   AI · 칸 (square) · 자리 (Breach site) · 말 (piece) · 돌 (stone) · 백, 흑 (White, Black)
# 말투: 합니다체 하나로 통일. "당신"은 쓰지 않고 주어를 생략하거나 "님"을 쓴다.
# 사용자 멘션 뒤에는 조사를 바로 붙이지 않고 "{ $player } 님이"처럼 "님"을 둔다.
# 그 밖의 값 뒤 조사는 { JOSA($x, "은/는") }로 고른다. 괄호 조사 "이(가)"는 쓰지 않는다.
color-white = 백
color-black = 흑
game-breakthrough = 브레이크스루
game-breach = 브리치

# 한국어 명사에는 복수형이 없다 (CLDR: other 하나).
count-days = { $count }일
count-moves = { $count }수
count-games = { $count }판

# 소수점 기호 (2.5일).
number-decimal-mark = .

# 시간 길이 (`3d+1d`처럼 입력하는 제한 시간은 코드로 둔다): 3일, 12시간, 30분, 1일 12시간.
duration-days = { $count }일
duration-hours = { $count }시간
duration-minutes = { $count }분
duration-join = { $first } { $second }

# 10 000 이상의 수에서 세 자리마다 넣는 기호 (100,000노드).
number-group-mark = ,
