package io.japply.it.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** The equality-based label selectors of the API: k=v, k==v, k!=v, k, !k, joined by commas. */
record LabelSelector(List<Term> terms) {
    record Term(String key, String value, boolean negated) {
        boolean matches(JsonNode labels) {
            JsonNode actual = labels.get(key);
            boolean hit = value == null ? actual != null : actual != null && actual.asText().equals(value);
            return hit != negated;
        }
    }

    static LabelSelector parse(String text) {
        List<Term> terms = new ArrayList<>();
        for (String raw : text.split(",")) {
            String term = raw.trim();
            if (term.isEmpty()) {
                continue;
            }
            if (term.contains("!=")) {
                terms.add(new Term(term.substring(0, term.indexOf("!=")), term.substring(term.indexOf("!=") + 2), true));
            } else if (term.contains("=")) {
                String value = term.substring(term.lastIndexOf('=') + 1);
                terms.add(new Term(term.substring(0, term.indexOf('=')), value, false));
            } else if (term.startsWith("!")) {
                terms.add(new Term(term.substring(1), null, true));
            } else {
                terms.add(new Term(term, null, false));
            }
        }
        return new LabelSelector(List.copyOf(terms));
    }

    boolean matches(JsonNode labels) {
        return terms.stream().allMatch(term -> term.matches(labels));
    }
}
