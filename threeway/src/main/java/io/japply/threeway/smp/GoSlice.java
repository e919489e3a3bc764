package io.japply.threeway.smp;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A list with Go slice semantics over a shared backing array. Upstream deletes from a live list by
 * shifting items left inside the array and then appends new items into the freed slots; the order
 * directive later reads the live list through the old slice header, so it sees that mutated array.
 * Modelling the array is how we reach the same final order as the API server.
 */
final class GoSlice {
    private final List<JsonNode> backing;
    private final int originalLength;
    private int length;

    private GoSlice(List<JsonNode> items) {
        this.backing = new ArrayList<>(items);
        this.originalLength = items.size();
        this.length = items.size();
    }

    static GoSlice of(List<JsonNode> items) {
        return new GoSlice(items);
    }

    int length() {
        return length;
    }

    JsonNode get(int i) {
        return backing.get(i);
    }

    void set(int i, JsonNode value) {
        backing.set(i, value);
    }

    /** Removes item i by shifting the rest left; the last slot keeps its stale value. */
    void removeAt(int i) {
        for (int k = i; k < length - 1; k++) {
            backing.set(k, backing.get(k + 1));
        }
        length--;
    }

    /** Appends into the next slot of the array, or grows it. */
    void append(JsonNode value) {
        if (length < backing.size()) {
            backing.set(length, value);
        } else {
            backing.add(value);
        }
        length++;
    }

    /** The items the slice currently holds. */
    List<JsonNode> items() {
        return new ArrayList<>(backing.subList(0, length));
    }

    /** What the original slice header sees now: the first {@code originalLength} slots of the array. */
    List<JsonNode> originalView() {
        return new ArrayList<>(backing.subList(0, originalLength));
    }
}
