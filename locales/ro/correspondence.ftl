# Jocul prin corespondență: concediu, mementouri și alte anunțuri, `/notify`, timpul expirat.
# Glosar: concediu (vacation), memento (reminder), anunț (notice), pierdere la timp (time
# forfeit), partidă (game), mutare (move), control al timpului (clock), adversar (opponent),
# provocare (challenge), mesaj privat, DM (direct message), server (server).

## Concediu (`/vacation`)
vacation-already-until = Ești deja în concediu până la { $until }. `/vacation end` îl încheie mai devreme.
vacation-none-left = Nu mai ai zile de concediu anul acesta ({ $allowance } pe an pe acest server, toate folosite). Revin la 1 ianuarie.
vacation-at-least-one-day = Un concediu durează cel puțin 1 zi: `/vacation start days:1`.
vacation-too-many = Ai cerut { $asked }, dar zile de concediu rămase anul acesta: doar { $left }. `/vacation start days:{ $rest }` le ia pe toate cele rămase.
vacation-already = Ești deja în concediu. `/vacation end` îl încheie mai devreme.
vacation-started = { $player } este **în concediu** până la { $until }: { $games ->
        [0] nu are nicio partidă în desfășurare pe acest server
        [one] { $games } partidă de pe acest server așteaptă (și ceasul adversarului)
        [few] { $games } partide de pe acest server așteaptă (și ceasurile adversarilor)
       *[other] { $games } de partide de pe acest server așteaptă (și ceasurile adversarilor)
    }, fără mementouri și fără pierderi la timp. `/vacation end` îl încheie mai devreme; zile de concediu rămase anul acesta după el: { $left }.
vacation-not-on = Nu ești în concediu. `/vacation start [days]` începe unul; `/vacation` arată câte zile mai ai.
vacation-days-left-now = Zile de concediu rămase anul acesta: { $left }.
vacation-days-left = Zile de concediu rămase anul acesta: { $left } (din { $allowance } pe an pe acest server).
vacation-running = Ești în concediu până la { $until }: `/vacation end` îl încheie mai devreme.
vacation-start-hint = `/vacation start days:N` pune pe pauză toate partidele tale de aici.
vacation-game-still-waits = Partida #{ $game } încă așteaptă: { $opponent } este în concediu până la { $until }.
vacation-ended-nothing = Concediul lui { $player } s-a încheiat (a durat { $length }).
vacation-ended = Concediul lui { $player } s-a încheiat: { $games ->
        [one] { $games } partidă se reia
        [few] { $games } partide se reiau
       *[other] { $games } de partide se reiau
    }, fiecare termen mutat cu { $length }.
vacation-in-server = Concediul ține de un server: folosește `/vacation` acolo.

## Anunțuri în canalul partidei
notice-reminder = { $player }, e rândul tău în **{ $game }** ({ $color }): timpul expiră { $deadline }.
notice-time-forfeit = **{ $game }** · { $late } a rămas fără timp. **{ $winner } câștigă la timp.** { $winner_player } îl învinge pe { $loser_player }.
notice-aborted = **{ $game }** · { $late } nu a făcut prima mutare la timp: **partida este anulată**, fără rezultat.
notice-expired = Provocarea lui { $challenger } către { $challenged } (partida `{ $game }`) a expirat fără răspuns.
notice-offline = Cât timp Breaker a fost offline ({ $at }): { $notice }
too-late-time-ran-out = Prea târziu: în partida #{ $game } timpul a expirat la { $at }, iar partida s-a încheiat (vezi mesajul cu rezultatul). Nu s-a schimbat nimic.

## `/notify`
notify-dm-not-allowed = Acest server nu permite mementouri prin mesaj privat (moderatorii au oprit `reminder-dms`). Primești în continuare mementouri în canalul partidei.
notify-dm-on = Mementourile vor veni și prin mesaj privat (`/notify dm:off` le oprește). Dacă mesajele tale private sunt închise, primești în continuare mementouri în canalul partidei.
notify-dm-off = Mementourile vin acum doar în canalul partidei (`/notify dm:on` adaugă mesajele private).
