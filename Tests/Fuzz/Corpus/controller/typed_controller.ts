import { Controller } from "@hotwired/stimulus"
export default class Typed extends Controller<HTMLFormElement> {
  static targets = ["field"] as const
  declare readonly fieldTarget: HTMLInputElement
  private count: number = 0
  save = async (): Promise<void> => { this.count += 1 / 2; }
}
