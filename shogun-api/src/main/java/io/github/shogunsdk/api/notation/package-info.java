/** The text forms of Shogun: position notation (SPN), move notation and their parse errors. */
package io.github.shogunsdk.api.notation;
