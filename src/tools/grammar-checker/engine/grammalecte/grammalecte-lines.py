"""Grammalecte (Debian's python3-grammalecte, GPL-3) as a long-lived process: one JSON request per line in,
one JSON answer per line out, so the dictionaries load once (~1 s) and each text costs tens of milliseconds.

Request:  {"id": 1, "text": "...", "options": {"typo": false, ...}}
Answer:   {"id": 1, "errors": [{"start", "end", "rule", "type", "message", "suggestions"}]}
          {"id": 1, "error": "..."} when the text could not be checked.
The first line out is {"ready": true, "version": "..."} once the checker is loaded.
"""
import json
import sys

import grammalecte

checker = grammalecte.GrammarChecker("fr")
engine = checker.getGCEngine()
defaults = engine.getOptions()
sys.stdout.write(json.dumps({"ready": True, "version": getattr(engine, "version", "")}) + "\n")
sys.stdout.flush()

for line in sys.stdin:
    if not line.strip():
        continue
    request_id = None
    try:
        request = json.loads(line)
        request_id = request.get("id")
        options = dict(defaults)
        options.update({key: bool(value) for key, value in (request.get("options") or {}).items() if key in defaults})
        engine.setOptions(options)
        errors = []
        # Paragraph by paragraph, as Grammalecte is meant to be called; offsets are made absolute again.
        offset = 0
        for paragraph in request["text"].split("\n"):
            if paragraph.strip():
                grammar, _spelling = checker.getParagraphErrors(paragraph, bSpellSugg=False)
                for error in grammar:
                    errors.append({
                        "start": offset + error["nStart"],
                        "end": offset + error["nEnd"],
                        "rule": error.get("sRuleId", ""),
                        "type": error.get("sType", ""),
                        "message": error.get("sMessage", ""),
                        "suggestions": list(error.get("aSuggestions", [])),
                    })
            offset += len(paragraph) + 1
        answer = {"id": request_id, "errors": errors}
    except Exception as failure:  # one bad request never ends the process
        answer = {"id": request_id, "error": str(failure)}
    sys.stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")
    sys.stdout.flush()
