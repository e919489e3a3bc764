package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** The three parts a merge list contributes to a patch: items, primitive deletions, and the order. */
record ListDiff(List<JsonNode> patch, List<JsonNode> deletions, List<JsonNode> order) {
    static final ListDiff EMPTY = new ListDiff(List.of(), List.of(), List.of());
}
