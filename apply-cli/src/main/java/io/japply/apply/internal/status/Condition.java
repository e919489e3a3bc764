package io.japply.apply.internal.status;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** One entry of status.conditions; absent fields read as empty strings. */
record Condition(String type, String status, String reason, String message) {

    boolean isTrue() {
        return "True".equals(status);
    }

    boolean isFalse() {
        return "False".equals(status);
    }

    /** The conditions of an object in their order; entries that are not objects are skipped. */
    static List<Condition> of(JsonNode object) {
        List<Condition> conditions = new ArrayList<>();
        for (JsonNode c : object.path("status").path("conditions")) {
            if (c.isObject()) {
                conditions.add(new Condition(Fields.text(c, "type"), Fields.text(c, "status"),
                        Fields.text(c, "reason"), Fields.text(c, "message")));
            }
        }
        return conditions;
    }

    static Optional<Condition> find(List<Condition> conditions, String type) {
        return conditions.stream().filter(c -> c.type.equals(type)).findFirst();
    }

    /** The message if there is one, else the reason, else the given fallback. */
    String explain(String fallback) {
        if (!message.isBlank()) {
            return message;
        }
        return reason.isBlank() ? fallback : reason;
    }
}
