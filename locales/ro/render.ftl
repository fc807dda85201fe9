# Cuvintele pe care Breaker le scrie singur în imagini și în diagramele text.
# Breach: piatră, marcaj, record, tabelă de scor, înlocuire.
render-tag-to-move = la mutare
render-tag-wins = câștigă
render-tag-away = în concediu
render-tag-and-away = { $tag } · în concediu
render-score-title = SCOR
render-may-replace = { $side } poate înlocui o piatră în această tură
render-no-replacement = Nicio înlocuire posibilă în această tură
render-final-score = Scor final: Albul { $white } · Negrul { $black }
render-last-placed = Ultima:
render-diagram-last-move = Ultima mutare: { $move }
render-diagram-to-move = { $side } la mutare.
render-diagram-wins = { $side } câștigă.
render-diagram-draw = Partidă încheiată: remiză.
render-diagram-score = Scor: Albul { $white }, Negrul { $black } (record { $record } din { $size })
render-diagram-may-replace = { $side } poate înlocui o piatră în această tură.
render-graph-chance = Șansa de câștig a Albului
render-graph-moves = mutare
render-chart-games = partide cu rating (umbrit: rating ± 2 abateri)
