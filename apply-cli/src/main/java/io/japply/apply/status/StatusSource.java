package io.japply.apply.status;

import io.japply.apply.internal.status.StatusSourceException;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/**
 * Where the waiting engine reads objects: a LIST of one kind in one namespace, then a WATCH from the
 * list's resourceVersion. Implementations call {@link Events} from any thread. Failures to list or
 * to start a watch are {@link StatusSourceException}s, whose messages the engine reports as they are.
 */
public interface StatusSource {

    Listing list(WatchScope scope);

    /** Starts a watch; events come to {@code events} until it is closed or reported dropped. */
    Watch watch(WatchScope scope, String resourceVersion, Events events);

    /** The objects of a scope and the resourceVersion to watch from. */
    record Listing(List<JsonNode> items, String resourceVersion) {
        public Listing {
            items = List.copyOf(items);
        }
    }

    /** A running watch. */
    interface Watch extends AutoCloseable {
        @Override
        void close();
    }

    /** What a watch delivers. */
    interface Events {
        void event(EventType type, JsonNode object);

        /** The watch ended without being closed; EXPIRED means its resourceVersion is too old to resume. */
        void dropped(DropReason reason, String message);
    }

    enum EventType {
        ADDED, MODIFIED, DELETED,
        /** Carries only a newer resourceVersion to resume from. */
        BOOKMARK
    }

    enum DropReason {
        /** The connection ended: watch again from the last resourceVersion seen. */
        DISCONNECTED,
        /** The server no longer has that resourceVersion (410 Gone): list again. */
        EXPIRED
    }
}
