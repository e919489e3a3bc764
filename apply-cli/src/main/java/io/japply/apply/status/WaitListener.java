package io.japply.apply.status;

import java.util.List;

/**
 * Progress of a wait, called on the waiting thread; the engine itself never prints. A terminal can
 * redraw on {@link #changed}, a job log can print {@link #ready}, {@link #failed} and
 * {@link #stillWaiting}.
 */
public interface WaitListener {
    /** The object became Current. */
    default void ready(ObjectStatus object) {
    }

    /** The object became Failed; the wait ends right after. */
    default void failed(ObjectStatus object) {
    }

    /** The status or message of an object not Current changed. */
    default void changed(ObjectStatus object) {
    }

    /** Every {@link WaitOptions#reportEvery()}: the objects not Current yet, in the order given. */
    default void stillWaiting(List<ObjectStatus> waiting) {
    }

    WaitListener NONE = new WaitListener() {
    };
}
