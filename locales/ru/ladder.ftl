# Лестницы: команды игроков (`/ladder …`) и модераторов (`/ladder-admin …`,
# `/settings moderator-role`, `/settings modlog`).
# Глоссарий: лестница (ladder), место (position), вызов (challenge), бросить вызов,
# диапазон (range), реванш (rematch), штраф (strike: поражение по времени), сезон (season),
# модератор (moderator), журнал аудита (audit log), журнал модерации (mod log),
# в отпуске (on vacation), давно не ходит (away), партия (game).
# Название лестницы ($ladder) не склоняется: «лестница spring», «на лестнице spring».
# Игроки ($player, $winner, $moderator…) — только именительный падеж, двоеточие или тире.

ladder-needs-server = Лестницы бывают только на серверах: выполните команду на сервере.
ladder-unknown-none = На этом сервере нет лестницы { $ladder }. Лестниц здесь пока нет вовсе (модератор может создать лестницу командой `/ladder-admin create`).
ladder-unknown = На этом сервере нет лестницы { $ladder }. Лестницы сервера: { $ladders }.
ladder-settings = { $game } { $size }, контроль { $clock }, диапазон `max({ $min_range }, ⌈√p⌉)`, открытых вызовов: исходящих — до { $max_out }, входящих — до { $max_in }, реванш через { $rematch_days ->
        [one] { $rematch_days } день
        [few] { $rematch_days } дня
       *[other] { $rematch_days } дней
    }, сезон { $season }

## /ladder join, leave
ladder-join-closed = Лестница { $ladder } закрыта: новых игроков она не принимает.
ladder-join-already = Вы уже на лестнице { $ladder }, на { $position }-м месте.
ladder-join-kicked = Модератор исключил вас из лестницы { $ladder }: вернуть вас может только модератор (`/ladder-admin restore`).
ladder-join-struck-off = За 30 дней вы дважды проиграли партии лестницы по времени, поэтому выбыли из лестницы { $ladder }: вернуть вас может только модератор (`/ladder-admin restore`).
ladder-joined = { $player } теперь на лестнице { $ladder }, на { $position }-м месте. Вызывайте тех, кто выше, командой `/ladder challenge`.
ladder-leave-not-on = Вас нет на лестнице { $ladder }.
ladder-left = { $player } покидает лестницу { $ladder } (было { $position }-е место). Начатые партии лестницы доигрываются и засчитываются.

## Почему вызов нельзя: правило, клетка таблицы, что это значит
ladder-not-allowed = Нельзя: { $why }
ladder-not-allowed-rule = Нельзя ({ $rule }): { $why }
ladder-rule-removed = модератор исключил вас из этой лестницы
ladder-short-removed = нет: решение модератора
ladder-detail-restore = вернуть вас может только модератор (`/ladder-admin restore`).
ladder-rule-struck-off = два поражения по времени за 30 дней вывели вас из этой лестницы
ladder-short-struck-off = нет: 2 штрафа
ladder-rule-not-joined = вас нет на этой лестнице
ladder-short-not-joined = нет: вы не на лестнице
ladder-detail-not-joined = сначала займите место на лестнице: `/ladder join name:{ $ladder }`.
ladder-rule-not-on = игрока нет на этой лестнице
ladder-short-not-on = нет: не на лестнице
ladder-detail-taken-off = { $player } — вне лестницы по решению модератора; вызвать можно будет, если модератор вернёт игрока.
ladder-detail-not-on = { $player } не играет на этой лестнице; вызвать можно будет, когда игрок займёт на ней место.
ladder-detail-self = себя вызвать нельзя.
ladder-rule-above = правило диапазона: вызывать можно только тех, кто выше
ladder-short-above = нет: не выше вас
ladder-detail-above = { $theirs }-е место не выше вашего ({ $mine }-го): здесь вызывают вас, а не вы.
ladder-general-above = вы на { $mine }-м месте; те, кто ниже, могут вызывать вас.
ladder-rule-range = правило диапазона: не более `max({ $min_range }, ⌈√p⌉)` мест выше вас
ladder-short-range = нет: вне диапазона
ladder-detail-range = на { $from }-м месте можно вызывать игроков только до { $highest }-го места включительно. Вызов станет возможен, когда вы подниметесь на { $reach }-е место.
ladder-general-range = на { $from }-м месте можно вызывать игроков до { $highest }-го места включительно.
ladder-rule-pair = одна открытая партия на пару
ladder-short-pair = нет: уже играете
ladder-detail-pair = вы уже играете друг с другом в партии { $game }. Вызов станет возможен, когда она закончится.
ladder-rule-outgoing = не больше { $limit ->
        [one] { $limit } исходящего вызова
       *[other] { $limit } исходящих вызовов
    }
ladder-short-outgoing = нет: ваш лимит
ladder-detail-outgoing = ваши вызовы уже идут: { $games }. Вызов станет возможен, когда одна из этих партий закончится.
ladder-rule-incoming = не больше { $limit ->
        [one] { $limit } входящего вызова
       *[other] { $limit } входящих вызовов
    }
ladder-short-incoming = нет: лимит соперника
ladder-detail-incoming = { $player } уже защищается в партиях { $games }. Вызов станет возможен, когда одна из них закончится.
ladder-rule-rematch = реванш не раньше чем через { $days }
ladder-short-rematch = нет: рано для реванша
ladder-detail-rematch = вы недавно играли друг с другом. Снова можно будет { $time }.

## /ladder challenge
ladder-challenge-closed = Лестница { $ladder } закрыта: новые вызовы не принимаются.
ladder-challenge-bot = Нельзя: в партиях лестницы играют только люди.
ladder-size-cannot-start = С таким размером доски партию этой лестницы не начать: { $error }
ladder-challenged = Лестница { $ladder }: { $challenger } ({ $challenger_position }-е место) бросает вызов игроку на { $defender_position }-м месте: { $defender }. **{ $game }** начинается сразу: { $white } — { $black }, контроль { $clock }. { $first }, ваш ход: `/move`{ $due }.

## /ladder standings (текст, а также заголовок, столбцы и клетки PNG-таблицы)
ladder-standings-bad-page = { $pages ->
        [1] В таблице лестницы { $ladder } всего одна страница: выберите страницу 1.
        [one] В таблице лестницы { $ladder } { $pages } страница: выберите страницу от 1 до { $pages }.
        [few] В таблице лестницы { $ladder } { $pages } страницы: выберите страницу от 1 до { $pages }.
       *[other] В таблице лестницы { $ladder } { $pages } страниц: выберите страницу от 1 до { $pages }.
    }
ladder-standings-head = **Лестница { $ladder }** ({ $count ->
        [one] { $count } игрок
        [few] { $count } игрока
       *[other] { $count } игроков
    }, сезон { $season }), страница { $page } из { $pages }:
ladder-standings-row = { $position }. { $player } { $rating } { $wins }–{ $losses } · { $status }{ $mark ->
        [you] {" "}· вы
        [yes] {" "}· вызов: да
       *[none] {""}
    }
ladder-cell-you = вы
ladder-cell-yes = да
ladder-status-vacation = в отпуске
ladder-status-away = давно не ходит
ladder-status-playing = { $count ->
        [one] { $count } партия в игре
        [few] { $count } партии в игре
       *[other] { $count } партий в игре
    }
ladder-status-strikes = { $count ->
        [one] { $count } штраф
        [few] { $count } штрафа
       *[other] { $count } штрафов
    }
ladder-standings-barred = { $count ->
        [1] Место { $positions } недоступно
       *[other] Места { $positions } недоступны
    } для вызова ({ $rule }): { $why }
ladder-standings-empty = Пока здесь никого: `/ladder join name:{ $ladder }`.
ladder-standings-title = Лестница { $ladder } · { $game } { $size } · сезон { $season } · стр. { $page }/{ $pages }
ladder-column-player = Игрок
ladder-column-rating = Рейтинг
ladder-column-record = В–П
ladder-column-status = Статус
ladder-column-challenge = Вызов?
ladder-page-previous = ◀ Назад
ladder-page-next = Вперёд ▶

## /ladder list, info
ladder-list-none = На этом сервере пока нет лестниц: модератор может создать лестницу командой `/ladder-admin create name:… game:… size:…`.
ladder-list-head = Лестницы этого сервера:
ladder-list-row = { $ladder } · { $count ->
        [one] { $count } игрок
        [few] { $count } игрока
       *[other] { $count } игроков
    } · { $settings }{ $closed ->
        [yes] {" "}· закрыта
       *[no] {""}
    }
ladder-info = Лестница { $ladder }: { $settings }. { $players ->
        [one] { $players } игрок
        [few] { $players } игрока
       *[other] { $players } игроков
    }, { $games ->
        [one] идёт { $games } партия
        [few] идут { $games } партии
       *[other] идёт { $games } партий
    }{ $closed ->
        [yes] , лестница закрыта
       *[no] {""}
    }. Контроль { $clock }.

## Заметки под результатом партии лестницы
ladder-note-takes = Лестница { $ladder }: { $winner } занимает { $position }-е место; { $loser } опускается на { $down }-е.
ladder-note-keeps = Лестница { $ladder }: места не меняются ({ $player } остаётся на { $position }-м месте).
ladder-note-unchanged = Лестница { $ladder }: места не меняются.
ladder-note-struck-off = { $player }: второе поражение по времени за 30 дней — выбывание из лестницы { $ladder } (вернуть может модератор).
ladder-note-strike = { $player } получает штраф { $strike } из 2 (за 30 дней).

## Модераторы: /ladder-admin
ladder-admin-needs-server = Команды модераторов работают только на сервере.
ladder-admin-not-moderator = Команда { $command } доступна только модераторам — участникам с правом «Управлять сервером» или с ролью модератора сервера (`/settings moderator-role`). Ничего не изменилось.
ladder-admin-needs-reason = У каждого действия модератора должна быть причина (`reason:`): она попадает в журнал аудита.
ladder-admin-reason = Причина: { $reason }
ladder-admin-bad-name = Название лестницы — от 1 до 40 символов, без `:`.
ladder-admin-bad-size = { $error }. Размер доски для { FORM($game, "gen") }: { $help }.
ladder-admin-bad-clock = { $error } (контроль времени записывается как `3d` или `3d+1d`).
ladder-admin-no-clock = Нужен контроль времени.
ladder-admin-name-taken = На этом сервере уже есть лестница { $ladder }.
ladder-admin-created = Лестница { $ladder } создана: { $settings }. Игроки вступают командой `/ladder join name:{ $name }`.
ladder-admin-log-created = { $moderator } создаёт лестницу { $ladder }.
ladder-admin-out-of-bounds = Значение { $option } должно быть от { $low } до { $high }.
ladder-admin-nothing-to-change = Нечего менять: настройки лестницы { $ladder } — { $settings }. Укажите `range:`, `max-out:`, `max-in:`, `rematch-days:` или `clock:`.
ladder-admin-settings-now = Новые настройки лестницы { $ladder }: { $settings }.
ladder-admin-log-settings = { $moderator } меняет настройки лестницы { $ladder }: { $settings }.
ladder-admin-already-closed = Лестница { $ladder } уже закрыта.
ladder-admin-closed = Лестница { $ladder } закрыта: ни вступлений, ни вызовов; начатые партии доигрываются и засчитываются.
ladder-admin-log-closed = { $moderator } закрывает лестницу { $ladder }.
ladder-admin-kick-not-on = { $player } — не участник лестницы { $ladder }: исключать некого.
ladder-admin-kicked = { $player } исключается из лестницы { $ladder } (было { $position }-е место).
ladder-admin-log-kicked = { $moderator } исключает из лестницы { $ladder }: { $player } (было { $position }-е место).
ladder-admin-restore-not-off = { $player }: исключений из лестницы { $ladder } не было — возвращать нечего.
ladder-admin-restored = { $player } снова на лестнице { $ladder }, на { $position }-м месте (штрафы сняты).
ladder-admin-log-restored = { $moderator } возвращает на лестницу { $ladder }: { $player }.
ladder-admin-bad-position = Места { $position } на этой лестнице нет: выберите от 1 до { $count }.
ladder-admin-positioned = { $player } теперь на { $position }-м месте лестницы { $ladder }.
ladder-admin-log-positioned = { $moderator } ставит на { $position }-е место лестницы { $ladder }: { $player }.
ladder-admin-bad-outcome = { $outcome } — не исход: выберите `white` (белые), `black` (чёрные) или `void` (аннулировать).
ladder-admin-unrated = Партия #{ $game } не рейтинговая и не из лестницы: модераторы решают исход только таких партий.
ladder-admin-not-started = Партия #{ $game } ещё не началась: решать нечего.
ladder-admin-outcome = { $outcome ->
        [white] победа белых
        [black] победа чёрных
        [white-forfeit] победа белых без игры
        [black-forfeit] победа чёрных без игры
        [void] аннулирована
        [voided] аннулирована (как будто её не было)
        [running] идёт
        [draw] ничья
       *[none] без результата
    }
ladder-admin-decided = Партия #{ $game } теперь: { $outcome } (было: { $was }). Места и рейтинги пересчитаны (рейтинговых партий в расчёте: { $count }).
ladder-admin-log-decided = { $moderator } меняет результат партии #{ $game }: { $outcome } (было: { $was }).
ladder-admin-bad-reseed = { $reseed } — не способ расстановки: выберите `by-rating` (по рейтингу) или `keep` (сохранить места).
ladder-admin-season-ended = Сезон { $season } лестницы { $ladder } отправлен в архив ({ $count ->
        [one] { $count } игрок
        [few] { $count } игрока
       *[other] { $count } игроков
    }); начинается сезон { $next }, { $reseed ->
        [by-rating] места заново расставлены по рейтингу
       *[keep] места сохранены
    }. Рейтинги переходят в новый сезон.
ladder-admin-log-season-ended = { $moderator } завершает сезон { $season } лестницы { $ladder } ({ $reseed ->
        [by-rating] места заново расставлены по рейтингу
       *[keep] места сохранены
    }).
ladder-admin-log-head = Журнал аудита лестницы { $ladder } (сначала новые), страница { $page } из { $pages }:
ladder-admin-log-empty = (здесь пусто)
ladder-admin-log-row = { $time } · { $moderator } · { $action } { $target }: { $before } → { $after } · причина: { $reason }

## /settings moderator-role, /settings modlog
moderation-managers-only = Команда { $command } доступна только участникам с правом «Управлять сервером»: одной роли модератора мало, чтобы решать, кто модерирует и куда пишутся действия модераторов. Ничего не изменилось.
moderation-settings = { $role ->
        [some] роль модератора — { $role_name }
       *[none] роли модератора нет (только «Управлять сервером»)
    }, { $channel ->
        [some] действия модераторов публикуются в { $channel_name }
       *[none] канала журнала модерации нет
    }
moderation-saved = Сохранено: { $settings }.
moderation-log-changed = { $moderator } меняет настройки модерации: { $settings }.

# Значения, сохранённые в журнале модерации.
ladder-log-position = { $position }-е место
ladder-log-off-ladder = вне лестницы
ladder-log-season = сезон { $season }
ladder-log-season-reseeded = сезон { $season } ({ $how ->
    [by-rating] расстановка по рейтингу
   *[keep] места сохранены
})
ladder-log-outcome = { $outcome ->
    [running] партия идёт
    [white] победа белых
    [black] победа чёрных
    [draw] ничья
    [void] партия аннулирована
   *[none] без результата
}
ladder-log-created = { $kind } { $size }, контроль { $clock }
ladder-log-state = { $state ->
    [open] открыта
   *[closed] закрыта
}
ladder-log-reason = { $reason ->
    [created] создание
    [started] запуск
    [changed] изменение
    [closed] закрытие
    [withdrew] выход из турнира
   *[settings] изменение настроек
}
