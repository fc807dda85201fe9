# Глоссарий: турнир, круговой турнир (round robin), двухкруговой (double round robin),
# швейцарская система (swiss), лига (league), сезон, тур (round), доска (board),
# пары (pairings), свободен от игры (bye), выбыть (withdraw), поражение без игры (forfeit),
# таблица (standings), кросс-таблица (crosstable), дополнительные показатели (tie-breaks):
# личная встреча, коэффициент Зоннеборна — Бергера, число побед, Бухгольц, усечённый Бухгольц.

tournament-needs-server = Турниры принадлежат серверу: используйте это на сервере.
tournament-unknown-none = На этом сервере нет турнира { $tournament }. Здесь пока нет турниров (модератор создаёт турнир командой `/tournament-admin create`).
tournament-unknown = На этом сервере нет турнира { $tournament }. Турниры здесь: { $tournaments }.
tournament-format = { $format ->
        [round-robin] круговой
        [double-round-robin] двухкруговой
        [swiss] швейцарская система
       *[league] лига
    }
tournament-status = { $status ->
        [open] открыт
        [running] идёт
        [finished] завершён
       *[cancelled] отменён
    }
tournament-schedule = { $schedule ->
        [rounds] по турам
       *[at-once] все партии сразу
    }
tournament-settings = { $format } · { $game } { $size } · контроль { $clock } · { $rated ->
        [yes] рейтинговый
       *[no] без рейтинга
    } · { $schedule }
tournament-settings-league = { $format } · { $game } { $size } · контроль { $clock } · { $rated ->
        [yes] рейтинговый
       *[no] без рейтинга
    } · { $schedule } · лиги по { $league_size }, { $up } вверх, { $down } вниз, { $pause } между сезонами

## /tournament join, leave, withdraw
tournament-join-closed = Турнир { $tournament } { $state ->
        [started] уже начался
       *[ended] уже закончился
    }: запись закрыта.
tournament-join-bot = Партии турнира играют люди.
tournament-join-full = Турнир { $tournament } заполнен ({ $count ->
        [one] { $count } игрок
        [few] { $count } игрока
       *[many] { $count } игроков
    }).
tournament-join-already = Вы уже записаны на турнир { $tournament }.
tournament-joined = { $player } записывается на турнир { $tournament } ({ $count ->
        [one] { $count } игрок
        [few] { $count } игрока
       *[many] { $count } игроков
    }).
tournament-joined-league = { $player } записывается на турнир { $tournament } ({ $count ->
        [one] { $count } игрок
        [few] { $count } игрока
       *[many] { $count } игроков
    }): вы начнёте в следующем сезоне (сезон { $season }) в нижней лиге.
tournament-leave-not-entered = Вы не записаны на турнир { $tournament }.
tournament-left = { $player } отписывается от турнира { $tournament }.
tournament-leaves-later = { $player } покидает турнир-лигу { $tournament } после сезона { $season }: партии этого сезона по-прежнему засчитываются.
tournament-leave-started = Турнир { $tournament } уже начался: чтобы прекратить игру, выбудьте командой `/tournament withdraw name:{ $name }` (что останется от ваших результатов, решает правило FIDE о выбывании).
tournament-withdraw-confirm = Выбыть из турнира { $tournament }? Это окончательно: ваши идущие там партии засчитываются как поражения без игры, а в круговом турнире, если вы сыграли меньше половины партий, все ваши результаты удаляются (иначе остальные партии — поражения без игры). Для подтверждения: { $command }.
tournament-withdraw-button = Выбыть
tournament-withdraw-not-entered = { $player } не записан на турнир { $tournament }: выбывать неоткуда.
tournament-withdraw-already = { $player } уже выбыл из турнира { $tournament }.
tournament-withdraw-not-started = Турнир { $tournament } для { $player } не начался: вместо этого отпишитесь командой `/tournament leave name:{ $name }`.
tournament-withdrew = { $player } выбывает из турнира { $tournament }{ $forfeited ->
        [0] .
        [one] {" "}({ $forfeited } идущая партия проиграна без игры).
        [few] {" "}({ $forfeited } идущие партии проиграны без игры).
       *[many] {" "}({ $forfeited } идущих партий проиграно без игры).
    }
tournament-withdrew-swiss = Пары ему больше не составляются; его результаты остаются в силе.
tournament-withdrew-fide = По правилу FIDE, если сыграно меньше половины партий, все результаты удаляются; иначе оставшиеся партии засчитываются как поражения без игры.

## /tournament-admin
tournament-admin-bad-name = Название турнира — от 1 до 40 символов, без `:`. Ничего не создано.
tournament-admin-bad-format = { $format } — не формат: выберите round-robin, double-round-robin, swiss или league. Ничего не создано.
tournament-admin-bad-game = { $game } — не игра: выберите breakthrough или breach. Ничего не создано.
tournament-admin-bad-size = { $error }. Размер для игры «{ $game }»: { $help }. Ничего не создано.
tournament-admin-bad-schedule = { $schedule } — не расписание: выберите at-once (все партии начинаются вместе) или rounds (тур k+1 начинается, когда закончен тур k). Ничего не создано.
tournament-admin-rounds-swiss = `rounds:` — для швейцарской системы: туры кругового турнира берутся из таблицы Бергера. Ничего не создано.
tournament-admin-bad-league-size = `league-size:` должно быть от 3 до 20. Ничего не создано.
tournament-admin-bad-up-down = `up:` и `down:` вместе должны быть от 1 до { $most } (меньше, чем { $size } игроков лиги). Ничего не создано.
tournament-admin-league-at-once = Лига играет каждый сезон сразу (`schedule:at-once`). Ничего не создано.
tournament-admin-league-options = `league-size:`, `up:` и `down:` — для лиг (`format:league`). Ничего не создано.
tournament-admin-settings = { $format }, { $game } { $size }, контроль { $clock }, { $rated ->
        [yes] рейтинговый
       *[no] без рейтинга
    }, { $schedule }
tournament-admin-settings-league = { $format }, { $game } { $size }, контроль { $clock }, { $rated ->
        [yes] рейтинговый
       *[no] без рейтинга
    }, { $schedule }, лиги по { $league_size }, { $up } вверх, { $down } вниз
tournament-admin-name-taken = На этом сервере уже есть турнир { $tournament }. Ничего не создано.
tournament-admin-created = Турнир { $tournament } (номер { $number }) создан: { $settings }. Игроки записываются командой `/tournament join name:{ $name }`; модератор запускает его командой `/tournament-admin start name:{ $name }`.
tournament-admin-log-created = { $moderator } создаёт турнир { $tournament }: { $settings }.
tournament-admin-start-not-open = Турнир { $tournament } уже начался (он { $status }). Ничего не изменено.
tournament-admin-too-few = В турнире { $tournament } { $count ->
        [one] { $count } игрок
        [few] { $count } игрока
       *[many] { $count } игроков
    }: для начала нужно хотя бы { $least }. Ничего не изменено.
tournament-admin-too-many = Круговой турнир — не более чем для { $most } игроков (записалось { $count }): возьмите лигу. Ничего не изменено.
tournament-admin-already-started = Турнир { $tournament } уже начался.
tournament-admin-started = Турнир { $tournament } начался, { $count ->
        [one] { $count } игрок
        [few] { $count } игрока
       *[many] { $count } игроков
    }.
tournament-admin-log-started = { $moderator } запускает турнир { $tournament }.
tournament-admin-bad-outcome = { $outcome } — не исход: выберите white, black или void. Ничего не изменено.
tournament-admin-not-tournament-game = Партия №{ $game } — не турнирная партия этого сервера: их список показывает `/tournament games name:…`. Ничего не изменено.
tournament-admin-decided = Партия №{ $game } (турнир { $tournament }, тур { $round }) теперь: { $outcome } (было: { $was }). Таблица{ $rated ->
        [yes] {" "}и рейтинги пула ({ $count ->
            [one] { $count } рейтинговая партия
            [few] { $count } рейтинговые партии
           *[many] { $count } рейтинговых партий
        })
       *[no] {""}
    } пересчитаны.
tournament-admin-log-decided = { $moderator } устанавливает партии №{ $game } турнира { $tournament } результат: { $outcome } (было: { $was }).
tournament-admin-log-withdrew = { $moderator } снимает { $player } с турнира { $tournament }.
tournament-admin-already-over = Турнир { $tournament } уже { $status }. Ничего не изменено.
tournament-admin-cancelled = Турнир { $tournament } отменён: больше ни туров, ни сезонов; идущие партии доигрываются как обычные.
tournament-admin-log-cancelled = { $moderator } отменяет турнир { $tournament }.

## /tournament list, info
tournament-list-none = На этом сервере пока нет турниров: модератор создаёт турнир командой `/tournament-admin create`.
tournament-list-head = Турниры этого сервера:
tournament-list-row = { $tournament } (номер { $number }) · { $status } · { $settings }
tournament-info-head = Турнир { $tournament } (номер { $number }): { $settings }.
tournament-info-open = Запись открыта.
tournament-info-between-seasons = Сезон { $season } окончен; сезон { $next } начнётся { $time }.
tournament-info-running = Идёт: решено { $done } из { $count ->
        [one] { $count } партии
       *[other] { $count } партий
    }.
tournament-info-running-season = Идёт сезон { $season }: решено { $done } из { $count ->
        [one] { $count } партии
       *[other] { $count } партий
    }.
tournament-info-running-round = Идёт тур { $round }: решено { $done } из { $count ->
        [one] { $count } партии
       *[other] { $count } партий
    }.
tournament-info-status = Турнир { $status }.
tournament-info-players = { $count ->
        [one] { $count } игрок:
        [few] { $count } игрока:
       *[many] { $count } игроков:
    }
tournament-note-pairing = стартовый номер { $number }
tournament-note-league = лига { $league }
tournament-note-withdrew = выбыл
tournament-note-leaves = уходит после этого сезона

## /tournament standings: текст, а также заголовок и столбцы кросс-таблицы
tournament-standings-not-started = Турнир { $tournament } не начался: таблицы пока нет. Кто записался, показывает `/tournament info name:{ $name }`.
tournament-standings-head = **Турнир { $tournament }** · { $status } · сезон { $season }
tournament-standings-league = **Лига { $league }**
tournament-standings-title = { $tournament } · { $game } { $size } · { $format }
tournament-standings-title-league = { $tournament } · сезон { $season } · лига { $league }
tournament-standings-order = Порядок: очки, затем { $tiebreaks }. `+`/`-` победа/поражение без игры, `*` партия идёт.
tournament-column-player = Игрок
tournament-column-points = Очки
tournament-withdrawn-name = { $player } (выбыл)
tournament-tiebreak = { $tiebreak ->
        [direct-encounter] личная встреча
        [sonneborn-berger] коэффициент Зоннеборна — Бергера
        [wins] число побед
        [buchholz-cut-1] усечённый Бухгольц (−1)
       *[buchholz] Бухгольц
    }
tournament-tiebreak-short = { $tiebreak ->
        [direct-encounter] ЛВ
        [sonneborn-berger] ЗБ
        [wins] Поб
        [buchholz-cut-1] Бх-1
       *[buchholz] Бх
    }

## /tournament pairings, games
tournament-pairings-none = У турнира { $tournament } пока нет пар: модератор запускает его командой `/tournament-admin start`.
tournament-pairings-bad-round = В турнире { $tournament } в этом сезоне туры с 1 по { $last }: выберите от `round:1` до `round:{ $last }`.
tournament-pairings-head = **Турнир { $tournament }**: пары
tournament-pairings-round = Тур { $round }:
tournament-pairings-bye = { $league ->
        [0] { $player } свободен от игры
       *[other] лига { $league }: { $player } свободен от игры
    }
tournament-pairings-board = { $league ->
        [0] доска { $board }: { $white } (белые) против { $black } (чёрные) · { $state }
       *[other] лига { $league }, доска { $board }: { $white } (белые) против { $black } (чёрные) · { $state }
    }
tournament-pairings-game = партия №{ $game }
tournament-pairings-not-started = не начата
tournament-games-none = У турнира { $tournament } пока нет партий.
tournament-games-head = **Турнир { $tournament }**: партии (сезон { $season }):
tournament-games-to-move = ход { $player }
tournament-games-wins = { $side } выигрывают
tournament-games-row = { $game }: тур { $round } · { $white } (белые) против { $black } (чёрные) · { $state }

## Сообщения о ходе турнира
tournament-gone = Турнира больше нет.
tournament-size-cannot-start = С таким размером доски этого турнира партию не начать: { $error }
tournament-round-over = Турнир { $tournament }: тур { $round } окончен; начинается тур { $next }.
tournament-season-over = Турнир { $tournament }: сезон { $season } окончен.
tournament-season-starts = Сезон { $season } начнётся { $time }.
tournament-over = Турнир { $tournament } окончен. Итоговая таблица:
tournament-games-begin = Турнир { $tournament }: { $count ->
        [one] начинается { $count } партия
        [few] начинаются { $count } партии
       *[many] начинаются { $count } партий
    }, контроль { $clock }:
tournament-game-line = №{ $game }: { $white } (белые) против { $black } (чёрные)
tournament-final-league = Лига { $league }:
tournament-result-note = Турнир { $tournament }, тур { $round }{ $league ->
        [0] .
       *[other] , лига { $league }.
    }

## Швейцарская система; /tournament-admin settings, end-round, forbid, pause, resume, close
tournament-admin-swiss-at-once = В швейцарской системе каждый тур составляется по итогам предыдущего, поэтому туры идут один за другим: уберите `schedule:` (или напишите `schedule:rounds`). Ничего не создано.
tournament-admin-bad-rounds = `rounds:` — от 1 до 30. Ничего не изменено.
tournament-admin-bad-cap = `max-players:` — не меньше { $least } (уже { $count ->
        [one] записался { $count } игрок
        [few] записались { $count } игрока
       *[many] записались { $count } игроков
    }). Ничего не изменено.
tournament-admin-bad-deadline = { $deadline } — не срок: напишите время от текущего момента (`3d`, `12h`) или дату UTC (`2027-01-05` или `2027-01-05T18:00`). Ничего не изменено.
tournament-admin-deadline-past = Этот срок ({ $time }) уже прошёл. Ничего не изменено.
tournament-admin-swiss-rounds-many = В швейцарском турнире, где игроков { $count }, может быть не больше { $most } туров (никто не встречается с одним соперником дважды), а не { $rounds }. Измените это командой `/tournament-admin settings rounds:`. Ничего не изменено.
tournament-admin-changed-meanwhile = Пока вы спрашивали, турнир { $tournament } изменился (начался или закончился). Ничего не изменено: посмотрите `/tournament info` и попробуйте снова.
tournament-admin-settings-nothing = Укажите, что изменить: `clock:`, `rounds:`, `rated:`, `max-players:`, `deadline:` или `thread:`. Ничего не изменено.
tournament-admin-settings-started = Турнир { $tournament } уже начался: теперь можно менять только `rounds:` швейцарского турнира, `max-players:` и `thread:`. Ничего не изменено.
tournament-admin-rounds-too-few = В турнире { $tournament } уже составлено туров: { $played }; меньше сделать нельзя. Ничего не изменено.
tournament-admin-settings-changed = Турнир { $tournament }: настройки изменены. Теперь: { $settings }.
tournament-admin-log-settings = { $moderator } меняет настройки турнира { $tournament }: { $settings }.
tournament-admin-not-running = Турнир { $tournament } сейчас не идёт ({ $status }): заканчивать нечего. Ничего не изменено.
tournament-admin-end-round-at-once = В турнире { $tournament } все партии идут одновременно: тура, который можно закончить, нет. Результат партии определяет `/tournament-admin result`. Ничего не изменено.
tournament-admin-round-ended = Турнир { $tournament }: модератор закончил тур { $round }. { $count ->
        [0] Все его партии уже были доиграны.
        [one] Недоигранная партия ({ $games }) продолжается вне турнирной таблицы: в турнире она не засчитывается никому.
        [few] { $count } недоигранные партии ({ $games }) продолжаются вне турнирной таблицы: в турнире они не засчитываются никому.
       *[many] { $count } недоигранных партий ({ $games }) продолжаются вне турнирной таблицы: в турнире они не засчитываются никому.
    }
tournament-admin-log-round-ended = { $moderator } заканчивает тур { $round } турнира { $tournament }.
tournament-admin-forbid-swiss = В турнире формата «{ $format }» каждый играет с каждым: развести двух игроков можно только в швейцарской системе. Ничего не изменено.
tournament-admin-forbid-same = Укажите двух разных игроков. Ничего не изменено.
tournament-admin-forbidden-already = { $player } и { $opponent } уже разведены в турнире { $tournament }. Ничего не изменено.
tournament-admin-forbidden = В турнире { $tournament } { $player } и { $opponent } не встретятся друг с другом.
tournament-admin-log-forbidden = { $moderator } разводит { $player } и { $opponent } в турнире { $tournament }.
tournament-admin-paused-already = Турнир { $tournament } приостановлен с { $time }. Ничего не изменено.
tournament-admin-not-paused = Турнир { $tournament } не приостановлен. Ничего не изменено.
tournament-admin-paused = Турнир { $tournament } приостановлен: ни тур, ни сезон не начнётся до `/tournament-admin resume`. Начатые партии продолжаются, часы идут.
tournament-admin-log-paused = { $moderator } приостанавливает турнир { $tournament }.
tournament-admin-resumed = Турнир { $tournament } продолжается.
tournament-admin-log-resumed = { $moderator } возобновляет турнир { $tournament }.
tournament-admin-closed-already = Турнир { $tournament } уже не принимает заявок. Ничего не изменено.
tournament-admin-closed = Запись на турнир { $tournament } закрыта.
tournament-admin-closed-league = Запись на турнир { $tournament } закрыта: лига закончится после сезона { $season }.
tournament-over-now = Турнир { $tournament } окончен.
tournament-admin-log-closed = { $moderator } закрывает запись на турнир { $tournament }.
tournament-join-deadline = Запись на турнир { $tournament } закрылась { $time }.
tournament-joined-swiss = { $player } записывается на турнир { $tournament } ({ $count ->
        [one] { $count } игрок
        [few] { $count } игрока
       *[many] { $count } игроков
    }) без очков: вы участвуете в жеребьёвке с тура { $round }.
tournament-joined-swiss-byes = { $player } записывается на турнир { $tournament } ({ $count ->
        [one] { $count } игрок
        [few] { $count } игрока
       *[many] { $count } игроков
    }) с пол-очка за каждый уже сыгранный тур ({ $points }): вы участвуете в жеребьёвке с тура { $round }.
tournament-swiss-no-pairing = Турнир { $tournament }: для тура { $round } нет допустимых пар (все оставшиеся уже встречались или мешают запреты), поэтому турнир заканчивается после тура { $played }.
tournament-swiss-no-first-round = Для тура 1 нет допустимых пар (мешают запреты). Ничего не начато: снимите запрет или добавьте игроков.
tournament-setting-rounds = { $count ->
        [one] { $count } тур
        [few] { $count } тура
       *[many] { $count } туров
    }
tournament-setting-cap = не больше { $count ->
        [one] { $count } игрока
       *[other] { $count } игроков
    }
tournament-setting-deadline = запись до { $time }
tournament-setting-last-season = заканчивается после сезона { $season }
tournament-setting-paused = приостановлен с { $time }
tournament-setting-threads = партии в ветках
tournament-setting-late-byes = опоздавшим пол-очка за каждый пропущенный тур
tournament-round-bye = тур { $round }: отдыхает { $player }
